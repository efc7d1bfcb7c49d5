import { PAYBOX_FIELDS, type PayboxParameters } from '@shared/payment';

/** The hidden PBX_* fields, in the provider's order; optional ones only when present. */
export function payboxFields(parameters: PayboxParameters): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, name] of PAYBOX_FIELDS) {
    const value = parameters[key];
    if (value !== undefined && value !== null && value !== '') fields.push([name, String(value)]);
  }
  return fields;
}

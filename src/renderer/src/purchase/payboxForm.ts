import { payboxFormFields, type PayboxParameters } from '@shared/payment';

/**
 * The hidden PBX_* fields, in the provider's order; optional ones only when present, and the holder's
 * e-mail once as PBX_PORTEUR whether the back office sent it as `porteur` or `email` (SPEC §3). Null
 * when the parameters name no holder, or two: nothing is posted then.
 */
export function payboxFields(parameters: PayboxParameters): [string, string][] | null {
  return payboxFormFields(parameters);
}

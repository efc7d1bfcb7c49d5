// Checks of the reservation fields a query or a body carries: each refusal is a French 400 naming the
// field, before anything is looked up or changed.
import { isRealDay } from '../reload/days';
import { BadRequest } from '../validation';

export const RUN_CODE = /^[A-Z0-9-]{1,30}$/;
export const STOP_CODE = /^[A-Z0-9-]{1,20}$/;
export const PRODUCT_CODE = /^[A-Z0-9-]{1,30}$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function dayField(value: unknown, field: string): string {
  if (!isRealDay(value)) throw new BadRequest(`Le champ « ${field} » doit être une date aaaa-mm-jj.`);
  return value;
}

export function runCodeField(value: unknown, field: string): string {
  if (typeof value !== 'string' || !RUN_CODE.test(value))
    throw new BadRequest(`Le champ « ${field} » n’est pas un code de course valide.`);
  return value;
}

export function stopCodeField(value: unknown, field: string): string {
  if (typeof value !== 'string' || !STOP_CODE.test(value))
    throw new BadRequest(`Le champ « ${field} » n’est pas un code d’arrêt valide.`);
  return value;
}

/** A Paris local date-time as the back office writes it: `yyyy-MM-ddTHH:mm:ss`, without offset. */
export function dateTimeField(value: unknown, field: string): string {
  const match = typeof value === 'string' ? LOCAL_DATE_TIME.exec(value) : null;
  if (!match || !isRealDay(match[1]))
    throw new BadRequest(`Le champ « ${field} » doit être une date et heure aaaa-mm-jjThh:mm:ss.`);
  return value as string;
}

/** A positive integer of a path (an order or article id). */
export function idParam(value: string, field: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value))
    throw new BadRequest(`L’identifiant « ${field} » doit être un entier positif.`);
  return Number(value);
}

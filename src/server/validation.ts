// Small body checks: a rejected body gets 400 with a French message and changes nothing.
import type { FastifyReply } from 'fastify';
import { retryAfterSeconds } from '../shared/retry-wait';
import type { CartFlags } from '../shared/shop';
import { TooManyAttempts } from './throttle';

export class BadRequest extends Error {}

/** A 404 whose message is the French answer (an unknown card, an unknown title). */
export class NotFound extends Error {}

/** The body (or, given its name, one of its fields) as an object. */
export function record(body: unknown, field?: string): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new BadRequest(
      field ? `Le champ « ${field} » doit être un objet.` : 'Le corps de la requête doit être un objet JSON.',
    );
  return body as Record<string, unknown>;
}

export function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new BadRequest(`Le champ « ${field} » doit être un entier.`);
  return value;
}

export function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new BadRequest(`Le champ « ${field} » doit être un texte.`);
  return value;
}

export function flags(body: Record<string, unknown>): CartFlags {
  const names = ['isVpc', 'isReservation', 'isTicketOD', 'isRechargementOD'] as const;
  for (const name of names) {
    if (typeof body[name] !== 'boolean') throw new BadRequest(`Le champ « ${name} » doit être un booléen.`);
  }
  const result = Object.fromEntries(names.map((n) => [n, body[n]])) as unknown as CartFlags;
  if (names.filter((n) => result[n]).length > 1)
    throw new BadRequest('Un seul type de panier peut être indiqué.');
  return result;
}

/** Runs a handler, turning BadRequest into the 400 answer, NotFound into the 404 and TooManyAttempts
 * into the 429 with its Retry-After. */
export async function guarded<T>(reply: FastifyReply, work: () => T | Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BadRequest) return reply.code(400).send({ messageError: error.message });
    if (error instanceof NotFound) return reply.code(404).send({ messageError: error.message });
    if (error instanceof TooManyAttempts)
      return reply
        .code(429)
        .header('Retry-After', String(retryAfterSeconds(error.waitMs)))
        .send({ messageError: error.message });
    throw error;
  }
}

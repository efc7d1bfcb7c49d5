// Query strings read strictly: each route names the parameters it takes, a parameter it does not know or
// one given twice (which Fastify hands over as an array) is a 400 in French, and the handler only ever
// sees single text values.
import type { FastifyRequest } from 'fastify';
import { BadRequest } from './validation';

/** A name echoed in a message, cut short: the answer must not grow with what a client sends. */
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

export function queryOf(request: FastifyRequest, allowed: readonly string[]): Record<string, string> {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!allowed.includes(name)) throw new BadRequest(`Paramètre inconnu : « ${shown(name)} ».`);
    if (typeof value !== 'string')
      throw new BadRequest(`Le paramètre « ${name} » ne doit être donné qu’une fois.`);
    values[name] = value;
  }
  return values;
}

/** Like queryOf, where the `repeatable` parameters may come several times (`codeCourses=A&codeCourses=B`):
 * those are given as lists, each value a text. */
export function queryWithLists(
  request: FastifyRequest,
  single: readonly string[],
  repeatable: readonly string[],
): { values: Record<string, string>; lists: Record<string, string[]> } {
  const raw = (request.query ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (repeatable.includes(name)) {
      const all = Array.isArray(value) ? value : [value];
      if (!all.every((v) => typeof v === 'string'))
        throw new BadRequest(`Le paramètre « ${name} » n’est pas valide.`);
      lists[name] = all as string[];
    } else if (!single.includes(name)) throw new BadRequest(`Paramètre inconnu : « ${shown(name)} ».`);
    else if (typeof value !== 'string')
      throw new BadRequest(`Le paramètre « ${name} » ne doit être donné qu’une fois.`);
    else values[name] = value;
  }
  return { values, lists };
}

// Fault injection for tests: make a route answer a given status, slow down, or drop the connection.
import type { FastifyInstance } from 'fastify';
import { routedPath } from './paths';
import type { FaultRule } from '../shared/http';

export type { FaultRule };

interface ActiveRule extends FaultRule {
  hits: number;
}

const DEFAULT_BODY = { messageError: 'Panne simulée par l’émulateur.' };

/** Checks a control-API body; returns a French reason when it is not a usable rule. */
export function invalidRule(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'La règle doit être un objet JSON.';
  const rule = value as Record<string, unknown>;
  if (typeof rule.path !== 'string' || !rule.path.startsWith('/'))
    return 'Le champ « path » doit commencer par « / ».';
  if (rule.method !== undefined && (typeof rule.method !== 'string' || !/^[A-Za-z]+$/.test(rule.method)))
    return 'Le champ « method » doit être une méthode HTTP.';
  const status = rule.status;
  if (
    status !== undefined &&
    (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 599)
  )
    return 'Le champ « status » doit être un code HTTP entre 100 et 599.';
  const delay = rule.delayMs;
  if (
    delay !== undefined &&
    (!Number.isInteger(delay) || (delay as number) < 0 || (delay as number) > 120_000)
  )
    return 'Le champ « delayMs » doit être un entier entre 0 et 120000.';
  if (rule.down !== undefined && typeof rule.down !== 'boolean')
    return 'Le champ « down » doit être un booléen.';
  const times = rule.times;
  if (times !== undefined && (!Number.isInteger(times) || (times as number) < 1))
    return 'Le champ « times » doit être un entier positif.';
  if (status === undefined && delay === undefined && rule.down !== true)
    return 'La règle doit donner « status », « delayMs » ou « down ».';
  return null;
}

export class FaultTable {
  private rules: ActiveRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, method: rule.method?.toUpperCase(), hits: 0 });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(({ hits: _hits, ...rule }) => rule);
  }

  /** The rule hit by this request, counting the hit and retiring exhausted rules. */
  take(method: string, path: string): FaultRule | null {
    const rule = this.rules.find((r) => r.path === path && (!r.method || r.method === method));
    if (!rule) return null;
    rule.hits += 1;
    if (rule.times !== undefined && rule.hits >= rule.times)
      this.rules = this.rules.filter((r) => r !== rule);
    return rule;
  }
}

/** Runs before every other hook, so even the token route can be made to fail. */
export function registerFaults(app: FastifyInstance, table: FaultTable): void {
  app.addHook('onRequest', async (request, reply) => {
    const rule = table.take(request.method, routedPath(request.url));
    if (!rule) return;
    if (rule.delayMs) await new Promise((done) => setTimeout(done, rule.delayMs));
    if (rule.down) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (rule.status !== undefined) return reply.code(rule.status).send(rule.body ?? DEFAULT_BODY);
  });
}

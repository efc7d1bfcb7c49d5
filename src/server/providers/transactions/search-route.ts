// The provider's own JSON API, called by its page's script on the same origin: a card number and its
// expiry give the card's records of the last 30 days. A card without taps and a card the clearing does
// not know get the same answer (nothing tells which cards exist); bursts from one address are slowed
// down; the number is never echoed, kept or logged, save its last 4 digits.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../../shared/http';
import { cardDigits, cardExpiry, maskedCard } from '../../onboard/card-number';
import type { OnboardClearing } from '../../onboard/clearing';
import { requestOrigin } from '../../origin';
import { TooManyAttempts, type AttemptThrottle, type ThrottleRules } from '../../throttle';
import { BadRequest, guarded, record } from '../../validation';
import { TRANSACTIONS_PATHS, type TransactionsAnswer, type TransactionsSearch } from './api';

/** A person searches a few times; a script trying cards many: 10 searches a minute per address, then
 * 1 s, 2 s, 4 s… up to a minute. */
export const SEARCH_THROTTLE: ThrottleRules = {
  attempts: 10,
  windowMs: 60_000,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
};

const FIELDS: readonly string[] = ['numeroCarte', 'expiration'] satisfies (keyof TransactionsSearch)[];

function readSearch(body: unknown, now: Date): { digits: string; expiry: string } {
  const fields = record(body);
  const unknown = Object.keys(fields).find((key) => !FIELDS.includes(key));
  if (unknown !== undefined) throw new BadRequest(`Champ inconnu : « ${unknown.slice(0, 40)} ».`);
  const number = cardDigits(fields.numeroCarte);
  if ('problem' in number) throw new BadRequest(number.problem);
  const expiry = cardExpiry(fields.expiration, now);
  if ('problem' in expiry) throw new BadRequest(expiry.problem);
  return { digits: number.digits, expiry: expiry.expiry };
}

const refuse = (reply: FastifyReply, status: number, messageError: string) =>
  reply.code(status).send({ messageError } satisfies ErrorBody);

export function registerSearchRoute(
  app: FastifyInstance,
  clearing: OnboardClearing,
  throttle: AttemptThrottle,
  now: () => Date,
): void {
  app.post(TRANSACTIONS_PATHS.search, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // Its own page only: a page of another site gets nothing, not even a throttle count.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== requestOrigin(request))
      return refuse(reply, 403, `Requête refusée : origine « ${origin.slice(0, 100)} » non autorisée.`);
    return guarded(reply, () => {
      // Counted before the body is read: malformed guesses are a burst too.
      const gate = throttle.begin([`ip:${request.ip}`]);
      if ('waitMs' in gate) throw new TooManyAttempts(gate.waitMs, 'Trop de recherches en peu de temps.');
      const { digits, expiry } = readSearch(request.body, now());
      const transactions = clearing.recentRecords(digits, expiry);
      request.log.info(
        { carte: maskedCard(digits), trajets: transactions.length },
        'Recherche des paiements sans contact à bord',
      );
      return { transactions } satisfies TransactionsAnswer;
    });
  });
}

// SPEC §3 "Card-payment form parameters ... porteur or email": which name the emulator gives the card
// holder's e-mail in the card provider's parameters. `porteur` by default, `email` by the server option
// `cardHolderField`, or at run time by the control API (tests), so the portal is tried with both.
import type { FastifyInstance } from 'fastify';
import type { PayboxHolderName } from '../../shared/payment';
import { EMULATOR_CONTROL_PREFIX } from '../../shared/http';

export const HOLDER_NAMES: readonly PayboxHolderName[] = ['porteur', 'email'];
export const CARD_HOLDER_CONTROL_PATH = `${EMULATOR_CONTROL_PREFIX}/card-holder-field`;

const isHolderName = (value: unknown): value is PayboxHolderName =>
  typeof value === 'string' && (HOLDER_NAMES as readonly string[]).includes(value);

/** The option, checked at start: the server never starts with another name. */
export function checkedHolderName(value: unknown): PayboxHolderName {
  if (!isHolderName(value))
    throw new Error(`cardHolderField invalide : « ${String(value)} » (attendu : « porteur » ou « email »)`);
  return value;
}

/** The name in force: the option's, until the control API changes it. */
export class CardHolderSetting {
  constructor(public field: PayboxHolderName) {}
}

export function registerCardHolderControl(app: FastifyInstance, setting: CardHolderSetting): void {
  app.get(CARD_HOLDER_CONTROL_PATH, async () => ({ field: setting.field }));
  app.put(CARD_HOLDER_CONTROL_PATH, async (request, reply) => {
    const field = (request.body as { field?: unknown } | null)?.field;
    if (!isHolderName(field))
      return reply.code(400).send({ messageError: 'Le champ « field » vaut « porteur » ou « email ».' });
    setting.field = field;
    return { field: setting.field };
  });
}

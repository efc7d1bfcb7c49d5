// The till's channels (issue 29 §3), registered on a counter PC only: the same sender check and payload
// validation as the kiosk channels; main's till service decides everything (agents' PINs, the journal,
// the closing report). Never a PIN in a log line.
import {
  TILL_CHANNELS,
  type ProviderSaleRequest,
  type TillAnswer,
  type TillChannel,
  type TillStatus,
} from '../../shared/till-bridge';
import { TILL_AGENT_ID_PATTERN } from '../../shared/device-config';
import { MAX_TILL_CENTS } from '../till/till-entry';
import type { TillService } from '../till/till-service';
import type { KioskHandler, KioskLog } from './kiosk-deps';
import { PIN_RULE } from './operator';
import { readSaleLines } from './sale-lines';
import { isAllowedSender, normaliseAllowedOrigin, SENDER_REFUSED_MESSAGE } from './sender-check';
import {
  checkPayloadSize,
  PayloadReader,
  safely,
  type IntegerRule,
  type TextRule,
  type Validation,
} from './validation';

export const TILL_FAILURE_MESSAGE = 'La caisse est indisponible : rien n’a été enregistré.';
export const TILL_PAYLOAD_REFUSED = (reason: string) => `Demande refusée par la caisse : ${reason}.`;

const AGENT_RULE: TextRule = {
  min: 1,
  max: 32,
  pattern: TILL_AGENT_ID_PATTERN,
  allowed: 'lettres, chiffres et . _ -',
};
const CENTS: IntegerRule = { min: 0, max: MAX_TILL_CENTS, unit: 'centimes' };
const ARCHIVE_RULE: TextRule = {
  min: 1,
  max: 80,
  pattern: /^z-\d{4}-\d{2}-\d{2}-[A-Za-z0-9-]{1,40}\.json$/,
  allowed: 'un nom de ticket Z des archives',
};

interface Credentials {
  agentId: string;
  pin: string;
  cents: number;
}

function validateCredentials(
  payload: unknown,
  amountKey: 'floatCents' | 'countedCents',
): Validation<Credentials> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['agentId', 'pin', amountKey]);
    return read.result<Credentials>({
      agentId: read.text(request.agentId, 'agentId', AGENT_RULE),
      pin: read.text(request.pin, 'pin', PIN_RULE),
      cents: read.integer(request[amountKey], amountKey, CENTS),
    });
  });
}

export function validateReprintRequest(payload: unknown): Validation<{ name: string }> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['name']);
    return read.result({ name: read.text(request.name, 'name', ARCHIVE_RULE) });
  });
}

const ORDER_ID: TextRule = { min: 1, max: 12, pattern: /^\d+$/, allowed: 'chiffres' };
const SALE_CENTS: IntegerRule = { min: 1, max: MAX_TILL_CENTS, unit: 'centimes' };

export function validateProviderSale(payload: unknown): Validation<ProviderSaleRequest> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['orderId', 'amountCents', 'lines']);
    const orderId = read.text(request.orderId, 'orderId', ORDER_ID);
    const amountCents = read.integer(request.amountCents, 'amountCents', SALE_CENTS);
    const lines = readSaleLines(read, request.lines, 'lines', { amountCents, maxLineCents: MAX_TILL_CENTS });
    return read.result({ orderId, amountCents, lines });
  });
}

export function createTillHandlers(
  till: TillService,
  options: { allowedOrigin: string; log?: KioskLog },
): Record<TillChannel, KioskHandler> {
  const allowedOrigin = normaliseAllowedOrigin(options.allowedOrigin);
  const log: KioskLog = options.log ?? ((message, detail) => console.error(message, detail ?? ''));

  const guarded =
    <T>(
      channel: TillChannel,
      validate: (payload: unknown) => Validation<T>,
      run: (value: T) => Promise<unknown>,
    ) =>
    async (sender: Parameters<KioskHandler>[0], payload: unknown): Promise<unknown> => {
      if (!isAllowedSender(sender, allowedOrigin)) {
        log(`${channel} refusé : origine non autorisée`, sender);
        return { ok: false, message: SENDER_REFUSED_MESSAGE };
      }
      const checked = validate(payload);
      if (!checked.ok) {
        log(`${channel} refusé : ${checked.reason}`);
        return { ok: false, message: TILL_PAYLOAD_REFUSED(checked.reason) } satisfies TillAnswer;
      }
      try {
        return await run(checked.value);
      } catch (error) {
        log(`${channel} : la caisse a échoué`, error);
        return { ok: false, message: TILL_FAILURE_MESSAGE } satisfies TillAnswer;
      }
    };

  const noPayload = (payload: unknown): Validation<undefined> =>
    payload === undefined
      ? { ok: true, value: undefined }
      : { ok: false, reason: 'aucun paramètre n’est attendu' };

  return {
    [TILL_CHANNELS.status]: guarded(TILL_CHANNELS.status, noPayload, (): Promise<TillStatus> =>
      till.status(),
    ),
    [TILL_CHANNELS.open]: guarded(
      TILL_CHANNELS.open,
      (payload) => validateCredentials(payload, 'floatCents'),
      ({ agentId, pin, cents }) => till.open(agentId, pin, cents),
    ),
    [TILL_CHANNELS.close]: guarded(
      TILL_CHANNELS.close,
      (payload) => validateCredentials(payload, 'countedCents'),
      ({ agentId, pin, cents }) => till.close(agentId, pin, cents),
    ),
    [TILL_CHANNELS.reprint]: guarded(TILL_CHANNELS.reprint, validateReprintRequest, ({ name }) =>
      till.reprint(name),
    ),
    [TILL_CHANNELS.recordProviderSale]: guarded(
      TILL_CHANNELS.recordProviderSale,
      validateProviderSale,
      ({ orderId, amountCents, lines }) => till.recordProviderSale(orderId, amountCents, lines),
    ),
  };
}

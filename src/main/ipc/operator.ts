// The operator screen's channels (issue 25 §2): operator:unlock, operator:status, operator:overview
// and the actions (terminal check, test print, reprint, configuration reload, restart, settling an
// unknown payment in operator-settle.ts: inside an open session only, each logged with its outcome),
// operator:leave. Same sender check and payload validation as the kiosk channels; main's operator
// access decides everything
// (PIN, lock, session). Built only for a kiosk with an operator PIN: the counter never has them.
import {
  INVALID_PAYLOAD,
  OPERATOR_CHANNELS,
  type KioskRefusal,
  type OperatorActionAnswer,
  type OperatorChannel,
  type OperatorOverview,
  type OperatorOverviewAnswer,
  type OperatorStatus,
  type OperatorUnlockAnswer,
  type OperatorUnlockRequest,
} from '../../shared/kiosk-bridge';
import type { OperatorDecision } from '../../shared/operator-settlement';
import type { OperatorAccess } from '../operator/access';
import type { ActionResult, OperatorActions } from '../operator/actions';
import type { SettlementAnswer } from '../payment/operator-settlement';
import type { KioskHandler, KioskLog } from './kiosk-deps';
import { createSettleHandler } from './operator-settle';
import { isAllowedSender, normaliseAllowedOrigin, SENDER_REFUSED_MESSAGE } from './sender-check';
import { checkPayloadSize, PayloadReader, safely, type TextRule, type Validation } from './validation';

export const PIN_RULE: TextRule = { min: 4, max: 12, pattern: /^\d+$/, allowed: 'chiffres' };
export const OPERATOR_PAYLOAD_REFUSED_MESSAGE =
  'Demande invalide pour l’écran opérateur : aucun paramètre n’est attendu.';
export const OPERATOR_FAILURE_MESSAGE = 'L’écran opérateur est indisponible.';
export const OPERATOR_SESSION_CLOSED_MESSAGE = 'Session opérateur fermée : saisissez le code.';
export const TERMINAL_CHECK_MESSAGES = {
  reachable: 'Terminal de paiement joignable.',
  unreachable: 'Terminal de paiement injoignable.',
  unknown: 'Le terminal de paiement n’a pas pu être vérifié.',
} as const;

export type TerminalCheckResult = keyof typeof TERMINAL_CHECK_MESSAGES;

export type OperatorHandlers = Record<OperatorChannel, KioskHandler>;

export function validateUnlockRequest(payload: unknown): Validation<OperatorUnlockRequest> {
  return safely(() => {
    const read = new PayloadReader();
    read.check(checkPayloadSize(payload));
    const request = read.object(payload, '', ['pin'] as const);
    return read.result<OperatorUnlockRequest>({ pin: read.text(request.pin, 'pin', PIN_RULE) });
  });
}

export function createOperatorHandlers(
  access: OperatorAccess,
  options: {
    allowedOrigin: string;
    log?: KioskLog;
    overview: () => Promise<OperatorOverview>;
    /** The terminal's connection checked now (the readiness service's check, so the kiosk's decision follows). */
    checkTerminal: () => Promise<TerminalCheckResult>;
    actions: OperatorActions;
    /** app.relaunch() then app.quit() in main: called once the restart is logged. */
    relaunch: () => void;
    /** Settles an unknown payment outcome (src/main/payment/operator-settlement.ts). */
    settlePayment: (key: string, decision: OperatorDecision, note: string) => Promise<SettlementAnswer>;
  },
): OperatorHandlers {
  const allowedOrigin = normaliseAllowedOrigin(options.allowedOrigin);
  const log: KioskLog = options.log ?? ((message, detail) => console.error(message, detail ?? ''));
  const refused = { ok: false, message: SENDER_REFUSED_MESSAGE } as const;

  /** A channel without payload: the sender checked, no argument, and the access's failure answered. */
  const withoutPayload =
    <T>(channel: OperatorChannel, run: () => T | Promise<T>): KioskHandler =>
    async (sender, payload): Promise<T | KioskRefusal> => {
      if (!isAllowedSender(sender, allowedOrigin)) {
        log(`${channel} refusé : origine non autorisée`, sender);
        return refused;
      }
      if (payload !== undefined) {
        log(`${channel} refusé : paramètre inattendu`);
        return { ok: false, message: OPERATOR_PAYLOAD_REFUSED_MESSAGE };
      }
      try {
        return await run();
      } catch (error) {
        log(`${channel} : l’accès opérateur a échoué`, error);
        return { ok: false, message: OPERATOR_FAILURE_MESSAGE };
      }
    };

  const closed = { ok: false, message: OPERATOR_SESSION_CLOSED_MESSAGE } as const;
  /** An action inside a session, logged with its outcome; `afterLogged` runs only when it succeeded. */
  const action = (
    channel: OperatorChannel,
    name: string,
    run: () => Promise<ActionResult>,
    afterLogged?: () => void,
  ): KioskHandler =>
    withoutPayload<OperatorActionAnswer>(channel, async () => {
      if (!access.status().sessionOpen) return closed;
      const result = await run();
      if (!(await access.recordAction(name, result.ok ? 'ok' : 'failed', result.note))) return closed;
      if (result.ok) afterLogged?.();
      return { ok: result.ok, message: result.message };
    });

  return {
    [OPERATOR_CHANNELS.unlock]: async (sender, payload): Promise<OperatorUnlockAnswer> => {
      if (!isAllowedSender(sender, allowedOrigin)) {
        log('operator:unlock refusé : origine non autorisée', sender);
        return refused;
      }
      const checked = validateUnlockRequest(payload);
      if (!checked.ok) {
        // Never the PIN in a log line: only why it was refused.
        log(`operator:unlock refusé : ${checked.reason}`);
        return INVALID_PAYLOAD.operatorUnlock(checked.reason);
      }
      try {
        return await access.unlock(checked.value.pin);
      } catch (error) {
        log('operator:unlock : l’accès opérateur a échoué', error);
        return { ok: false, message: OPERATOR_FAILURE_MESSAGE };
      }
    },
    [OPERATOR_CHANNELS.status]: withoutPayload<OperatorStatus>(OPERATOR_CHANNELS.status, () =>
      access.status(),
    ),
    // Reading the overview is no operator action: a screen left open still closes after 2 minutes.
    [OPERATOR_CHANNELS.overview]: withoutPayload<OperatorOverviewAnswer>(
      OPERATOR_CHANNELS.overview,
      async () =>
        access.status().sessionOpen
          ? { ok: true, overview: await options.overview() }
          : { ok: false, message: OPERATOR_SESSION_CLOSED_MESSAGE },
    ),
    // An action runs only inside a session, and is logged with its outcome (which keeps the session alive).
    [OPERATOR_CHANNELS.checkTerminal]: withoutPayload<OperatorActionAnswer>(
      OPERATOR_CHANNELS.checkTerminal,
      async () => {
        const closed = { ok: false, message: OPERATOR_SESSION_CLOSED_MESSAGE };
        if (!access.status().sessionOpen) return closed;
        const result = await options.checkTerminal();
        const ok = result === 'reachable';
        if (!(await access.recordAction('terminal-check', ok ? 'ok' : 'failed', result))) return closed;
        return { ok, message: TERMINAL_CHECK_MESSAGES[result] };
      },
    ),
    [OPERATOR_CHANNELS.testPrint]: action(OPERATOR_CHANNELS.testPrint, 'test-print', () =>
      options.actions.testPrint(),
    ),
    [OPERATOR_CHANNELS.reprintLast]: action(OPERATOR_CHANNELS.reprintLast, 'reprint-last', () =>
      options.actions.reprintLast(),
    ),
    [OPERATOR_CHANNELS.reloadConfiguration]: action(
      OPERATOR_CHANNELS.reloadConfiguration,
      'reload-configuration',
      () => options.actions.reloadConfiguration(),
    ),
    // The line is written before the app goes: a restart nobody logged is not done.
    [OPERATOR_CHANNELS.restart]: action(
      OPERATOR_CHANNELS.restart,
      'restart',
      () => options.actions.restart(),
      () => options.relaunch(),
    ),
    [OPERATOR_CHANNELS.leave]: withoutPayload<undefined>(OPERATOR_CHANNELS.leave, async () => {
      await access.leave();
      return undefined;
    }),
    [OPERATOR_CHANNELS.settlePayment]: createSettleHandler(access, {
      settle: options.settlePayment,
      log,
      allowed: (sender) => isAllowedSender(sender, allowedOrigin),
      refused,
      closed: { ok: false, message: OPERATOR_SESSION_CLOSED_MESSAGE },
    }),
  };
}

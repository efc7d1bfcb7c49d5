// Who may open and close the till (issue 29 §3): an agent id and PIN checked in main against the
// configured scrypt hashes. An unknown id and a wrong PIN get the same answer after the same work (a
// scrypt against a configured hash), so the screen is no oracle of agent ids; 3 wrong pairs in a row
// lock the till's PIN entry for 5 minutes, kept on disk like the operator screen's lock (a restart does
// not hand out fresh attempts). Checks run one at a time: parallel tries must not each see "no failure".
import { format } from 'date-fns';
import { TILL_AGENT_ID_PATTERN, type TillAgent } from '../../shared/device-config';
import { OPERATOR_PIN_PATTERN } from '../../shared/operator-pin';
import { MAX_PIN_FAILURES, PIN_LOCK_MS } from '../operator/access';
import type { LockState, LockStore } from '../operator/lock-store';
import { verifyPin } from '../operator/pin-hash';

export const TILL_LOCK_FILE = 'caisse-verrou.json';

export const AGENT_MESSAGES = {
  format:
    'Identifiant ou code invalide : l’identifiant compte de 1 à 32 lettres, chiffres, « . », « _ » ou « - », le code de 4 à 12 chiffres.',
  noAgent: 'Aucun agent de caisse n’est configuré sur ce guichet : la caisse ne peut pas être ouverte.',
  wrong: (attemptsLeft: number) =>
    `Identifiant ou code incorrect : il reste ${attemptsLeft} essai${attemptsLeft > 1 ? 's' : ''}.`,
  locked: (until: number) =>
    `Trop de codes incorrects : la caisse est verrouillée jusqu’à ${format(until, 'HH:mm')}.`,
} as const;

export type AgentCheck =
  { ok: true; agentId: string } | { ok: false; message: string; attemptsLeft?: number; lockedUntil?: string };

export interface AgentChecker {
  check(agentId: unknown, pin: unknown): Promise<AgentCheck>;
}

export interface AgentCheckerOptions {
  agents: readonly TillAgent[];
  lockStore: LockStore;
  now: () => number;
  verify?: (pin: string, hash: string) => Promise<boolean>;
  log?: (message: string, error?: unknown) => void;
}

export async function createAgentChecker(options: AgentCheckerOptions): Promise<AgentChecker> {
  const { agents, lockStore, now } = options;
  const verify = options.verify ?? verifyPin;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const loaded = await lockStore.load();
  // A damaged or edited lock file counts as a lock (never fresh attempts); a clock set back is capped.
  let lock: LockState = loaded.damaged
    ? { failures: 0, lockedUntil: now() + PIN_LOCK_MS }
    : {
        ...loaded.state,
        lockedUntil:
          loaded.state.lockedUntil === null ? null : Math.min(loaded.state.lockedUntil, now() + PIN_LOCK_MS),
      };

  const save = async (next: LockState) => {
    lock = next;
    await lockStore
      .save(next)
      .catch((error: unknown) => log('Verrou de caisse : écriture impossible', error));
  };

  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  async function attempt(agentId: unknown, pin: unknown): Promise<AgentCheck> {
    if (agents.length === 0) return { ok: false, message: AGENT_MESSAGES.noAgent };
    if (typeof agentId !== 'string' || !TILL_AGENT_ID_PATTERN.test(agentId))
      return { ok: false, message: AGENT_MESSAGES.format };
    if (typeof pin !== 'string' || !OPERATOR_PIN_PATTERN.test(pin))
      return { ok: false, message: AGENT_MESSAGES.format };
    const at = now();
    if (lock.lockedUntil !== null && at < lock.lockedUntil)
      return {
        ok: false,
        message: AGENT_MESSAGES.locked(lock.lockedUntil),
        lockedUntil: new Date(lock.lockedUntil).toISOString(),
      };
    const agent = agents.find((candidate) => candidate.id === agentId);
    // Same work for an unknown id: the answer's time says nothing about which ids exist.
    const matches = await verify(pin, (agent ?? agents[0]!).pinHash);
    if (agent && matches) {
      await save({ failures: 0, lockedUntil: null });
      return { ok: true, agentId: agent.id };
    }
    const failures = (lock.lockedUntil !== null ? 0 : lock.failures) + 1;
    log(`Caisse : identifiant ou code refusé (${failures}/${MAX_PIN_FAILURES})`);
    if (failures >= MAX_PIN_FAILURES) {
      const until = at + PIN_LOCK_MS;
      await save({ failures: 0, lockedUntil: until });
      return { ok: false, message: AGENT_MESSAGES.locked(until), lockedUntil: new Date(until).toISOString() };
    }
    await save({ failures, lockedUntil: null });
    const attemptsLeft = MAX_PIN_FAILURES - failures;
    return { ok: false, message: AGENT_MESSAGES.wrong(attemptsLeft), attemptsLeft };
  }

  return { check: (agentId, pin) => serialised(() => attempt(agentId, pin)) };
}

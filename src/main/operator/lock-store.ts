// Where the PIN lock lives between restarts: a small JSON file in userData (never in the renderer),
// replaced atomically (temporary file flushed, renamed, directory flushed) so a power cut leaves the
// old state or the new one. A file that cannot be read counts as a lock: a damaged or tampered file
// must not hand out fresh attempts.
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { nodeJournalFileSystem } from '../payment/journal-fs';
import { dirname } from 'node:path';

export interface LockState {
  /** Wrong PINs in a row since the last success or lock. */
  failures: number;
  /** Epoch milliseconds; null: not locked. */
  lockedUntil: number | null;
}

export interface LockStore {
  /** `damaged`: the file exists but is not a state this store wrote. */
  load(): Promise<{ state: LockState; damaged: boolean }>;
  save(state: LockState): Promise<void>;
}

export const OPERATOR_LOCK_FILE = 'operateur-verrou.json';
export const UNLOCKED: LockState = { failures: 0, lockedUntil: null };

function parseLockState(text: string): LockState | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { failures, lockedUntil } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(failures) || (failures as number) < 0 || (failures as number) > 100)
    return undefined;
  if (lockedUntil !== null && !(Number.isSafeInteger(lockedUntil) && (lockedUntil as number) >= 0))
    return undefined;
  return { failures: failures as number, lockedUntil: lockedUntil as number | null };
}

export function fileLockStore(path: string): LockStore {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: UNLOCKED, damaged: false };
        return { state: UNLOCKED, damaged: true };
      }
      const state = parseLockState(text);
      return state ? { state, damaged: false } : { state: UNLOCKED, damaged: true };
    },
    async save(state) {
      const temporary = `${path}.tmp`;
      await mkdir(dirname(path), { recursive: true });
      const file = await open(temporary, 'w');
      try {
        await file.writeFile(JSON.stringify(state));
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, path);
      await nodeJournalFileSystem.syncDirectory(dirname(path));
    },
  };
}

// Vitest's global set-up: the run's temporary folders in one folder, removed at its end (temp-root.ts).
import { useTempRoot } from '../support/temp-root';

export default function setup(): () => void {
  return useTempRoot('portail-unit-');
}

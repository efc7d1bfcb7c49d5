// The temporary folders a test run makes (stores, journals, profiles, built copies: tests and the code
// they drive call os.tmpdir()) go into one folder of the run, removed at its end: a run leaves nothing
// in /tmp (before, each unit run left about 430 folders there, each e2e run a few hundred).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points TMPDIR (which os.tmpdir() reads at each call, and the processes started later inherit) at a
 * new folder; answers the function that removes it and puts TMPDIR back. */
export function useTempRoot(prefix: string): () => void {
  const previous = process.env.TMPDIR;
  const root = mkdtempSync(join(tmpdir(), prefix));
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}

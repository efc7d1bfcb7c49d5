// tests/unit/file-cleanup.ts: in a worker shared by test files (the node project, vitest.config.ts), the
// timers a file left behind are stopped before the next file, as the end of its own process stopped them.
// Two small files in a vitest of their own (file-cleanup-fixtures): the first leaves a timeout and an
// interval, the second waits and looks.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/paths';

const config = resolve(import.meta.dirname, 'file-cleanup-fixtures/vitest.config.ts');

function runFixtures(withCleanup: boolean) {
  // The outer run's own variables (worker ids, pool, colours) would confuse the inner vitest or its log.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'FORCE_COLOR'),
  );
  const result = spawnSync(
    process.execPath,
    [resolve(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', config],
    {
      cwd: projectRoot,
      env: { ...env, NO_COLOR: '1', WITHOUT_CLEANUP: withCleanup ? '' : '1' },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a file’s leftover timers in a shared worker', () => {
  it('are stopped after the file: the next one sees none fire', { timeout: 60_000 }, () => {
    const { status, output } = runFixtures(true);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
    expect(status, output).toBe(0);
  });

  it('fire during the next file without the clean-up (what the fixture catches)', { timeout: 60_000 }, () => {
    const { status, output } = runFixtures(false);
    expect(output).toMatch(/2-next-file\.fixture\.ts > sees none of the previous file’s timers fire/);
    expect(output).toMatch(/'interval'/);
    expect(output).toMatch(/'timeout'/);
    expect(status).toBe(1);
  });
});

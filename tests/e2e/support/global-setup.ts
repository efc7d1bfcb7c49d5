// Before any worker starts its servers (support/test.ts): the builds they serve, made once here when
// missing, rather than by several workers at the same time, and the servers' own bundle; the run's
// temporary folders in one folder, removed at its end (tests/support/temp-root.ts).
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildIfMissing, webIndex } from '../../../scripts/build-if-missing';
import { rendererRoot } from '../../../scripts/demo-kiosk';
import { webRoot } from '../../../scripts/paths';
import { useTempRoot } from '../../support/temp-root';
import { bundleWorkerServers } from './worker-server-bundle';

export default async function globalSetup(): Promise<() => void> {
  buildIfMissing(resolve(rendererRoot, 'index.html'), 'build');
  buildIfMissing(webIndex(webRoot), 'build:web');
  await bundleWorkerServers();
  // Playwright's workers find the spec files it compiled in os.tmpdir(): the runner's folder, which it
  // filled while it listed the tests (its own name for it), not the run's, which would start empty.
  process.env.PLAYWRIGHT_TRANSFORM_CACHE_DIR ??= join(
    tmpdir(),
    `playwright-transform-cache-${process.geteuid?.() ?? ''}`,
  );
  return useTempRoot('portail-e2e-');
}

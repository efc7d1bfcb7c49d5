// Before any worker starts its servers (support/test.ts): the builds they serve, made once here when
// missing, rather than by several workers at the same time.
import { resolve } from 'node:path';
import { buildIfMissing, webIndex } from '../../../scripts/build-if-missing';
import { rendererRoot } from '../../../scripts/demo-kiosk';
import { webRoot } from '../../../scripts/paths';

export default function globalSetup(): void {
  buildIfMissing(resolve(rendererRoot, 'index.html'), 'build');
  buildIfMissing(webIndex(webRoot), 'build:web');
}

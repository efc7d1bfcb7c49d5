// Browser runs need Debian's Chromium (Playwright cannot download its own browser here, STACK.md): the full
// browser for the benchmarks and the docs' screenshots, its headless shell for the e2e tests
// (tests/support/chromium.ts). `--e2e` checks the shell, else the browser; a missing one is installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM, HEADLESS_SHELL } from '../tests/support/chromium';

const wanted = process.argv.includes('--e2e') ? HEADLESS_SHELL : CHROMIUM;

if (!existsSync(wanted.path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${wanted.package} absent (${wanted.path}) : installez-le avec « sudo apt-get install -y ${wanted.package} » ou définissez ${wanted === CHROMIUM ? 'CHROMIUM_PATH' : 'E2E_CHROMIUM_PATH'}.`,
    );
    process.exit(1);
  }
  console.log(`${wanted.package} absent : installation du paquet Debian…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', wanted.package], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(wanted.path)) {
    console.error(`${wanted.package} reste introuvable après installation (${wanted.path}).`);
    process.exit(1);
  }
}

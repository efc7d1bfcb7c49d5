// End-to-end tests need Debian's Chromium (Playwright cannot download its own browser here, STACK.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium absent (${path}) : installez-le avec « sudo apt-get install -y chromium » ou définissez CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium absent : installation du paquet Debian chromium…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(path)) {
    console.error(`Chromium reste introuvable après installation (${path}).`);
    process.exit(1);
  }
}

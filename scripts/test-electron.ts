// `npm run test:electron`: the built app run by Playwright's Electron launcher (playwright.electron.config.ts,
// tests/electron). Only a machine with the Electron binary can run it; elsewhere (these machines cannot
// download it) it says so in one line and succeeds, so that it never blocks a run that cannot have it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { electronDistDir, findElectronBinary } from './electron-binary';
import { projectRoot } from './paths';

export const ELECTRON_TESTS_CONFIG = 'playwright.electron.config.ts';
const KIOSK_SCREEN = '-screen 0 1080x1920x24';

export interface ElectronTestsDeps {
  projectRoot: string;
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** Arguments given after `--` (a spec file, `--grep`...), handed to Playwright. */
  args: readonly string[];
  log(line: string): void;
  /** Runs a command in the project, its output shown; returns its exit status. */
  run(command: string, args: readonly string[]): number;
}

/** The one line printed where the binary is missing: that the tests did not run, and why. */
export function notRunLine(root: string, env: NodeJS.ProcessEnv): string {
  const dist = electronDistDir(root, env);
  const inside = relative(root, dist);
  // Relative inside the project (node_modules/electron/dist), absolute elsewhere.
  const where = inside === '' || inside.startsWith('..') || isAbsolute(inside) ? dist : inside;
  return `Tests Electron non lancés : aucun binaire Electron sur cette machine (rien d’exécutable dans ${where}) ; ils tournent sur les machines où Electron est installé.`;
}

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, command)));
}

export function runElectronTests(deps: ElectronTestsDeps): number {
  if (findElectronBinary(deps.projectRoot, deps.env) === null) {
    deps.log(notRunLine(deps.projectRoot, deps.env));
    return 0;
  }
  // Always rebuilt (about 2 s): a stale out/main would test yesterday's main process.
  const built = deps.run('npx', ['electron-vite', 'build']);
  if (built !== 0) return built;
  const playwright = ['playwright', 'test', '--config', ELECTRON_TESTS_CONFIG, ...deps.args];
  // A Linux server has no display for the windows: xvfb-run gives one when it is installed, a kiosk's
  // portrait screen (its default, 640 × 480, is smaller than any station's).
  const headless = deps.platform === 'linux' && !deps.env.DISPLAY && !deps.env.WAYLAND_DISPLAY;
  if (headless && onPath('xvfb-run', deps.env))
    return deps.run('xvfb-run', ['-a', '-s', KIOSK_SCREEN, 'npx', ...playwright]);
  return deps.run('npx', playwright);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runElectronTests({
    projectRoot,
    env: process.env,
    platform: process.platform,
    args: process.argv.slice(2),
    log: (line) => console.log(line),
    run(command, args) {
      const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env: process.env });
      return result.status ?? 1;
    },
  });
}

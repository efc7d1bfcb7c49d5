// `npm run bench` (third part): the emulator's postal-code base (src/server/postal-codes.ts). Figures
// only, no budget: the base is read once per process, on the first lookup or address save.
//
// 1. The first call, as the first customer meets it: read codes-postaux.json (3.9 MB), parse, group by
//    code (a code's towns are prepared on its first request).
//    Then, for steadier figures, the median of RUNS fresh readings of the same work.
// 2. Lookups, each timed alone (median and 99th percentile; the slowest few are this machine's pauses,
//    not the lookup): every 4-digit prefix of the base (what the portal asks once 4 characters are
//    typed), first when each code is prepared on its first request, then again; every full code; the
//    town check of an address save.
//
// Times: wall clock and, for the loading, CPU (user + system) of this process. Figures `postal.*` (no
// budget); lookups in µs.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { buildPostalBase, postalBase } from '../src/server/postal-codes';
import { figure, say } from './figures';

const RUNS = 7;
const BASE_FILE = createRequire(import.meta.url).resolve('codes-postaux/codes-postaux.json');

const rank = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;
const median = (values: number[]) => rank(values, 0.5);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const us = (value: number) => `${(value * 1000).toFixed(1)} µs`;

async function timed<T>(work: () => Promise<T>): Promise<{ wall: number; cpu: number; value: T }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000, value };
}

/** Each call timed alone: prints its median and 99th percentile (`postal.<name>.median|p99`, in µs). */
function each<T>(name: string, inputs: readonly T[], call: (input: T) => unknown): string {
  const times = inputs.map((input) => {
    const started = performance.now();
    call(input);
    return performance.now() - started;
  });
  const detail = { calls: inputs.length };
  const micro = (value: number) => Number((value * 1000).toFixed(1));
  figure(`postal.${name}.median`, micro(median(times)), 'µs', { detail });
  figure(`postal.${name}.p99`, micro(rank(times, 0.99)), 'µs', { detail });
  return `médiane ${us(median(times))}, 99 % sous ${us(rank(times, 0.99))}`;
}

async function main(): Promise<void> {
  say('\nCodes postaux de l’émulateur (base La Poste, chargée une fois au premier appel) :');
  const first = await timed(postalBase);
  const base = first.value;
  figure('postal.first-call.wall', Math.round(first.wall), 'ms', { detail: { codes: base.codes.length } });
  figure('postal.first-call.cpu', Math.round(first.cpu), 'ms');
  say(
    `  premier appel (lecture, analyse, regroupement par code) : ${ms(first.wall)} d’horloge, ${ms(first.cpu)} de calcul, ` +
      `${base.codes.length.toLocaleString('fr-FR')} codes`,
  );
  const again: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    again.push(await timed(async () => buildPostalBase(JSON.parse(await readFile(BASE_FILE, 'utf8')))));
  }
  figure('postal.reading.median.wall', Math.round(median(again.map((r) => r.wall))), 'ms', {
    detail: { runs: RUNS },
  });
  figure('postal.reading.median.cpu', Math.round(median(again.map((r) => r.cpu))), 'ms', {
    detail: { runs: RUNS },
  });
  say(
    `  même travail, médiane sur ${RUNS} essais : ${ms(median(again.map((r) => r.wall)))} d’horloge, ` +
      `${ms(median(again.map((r) => r.cpu)))} de calcul`,
  );

  const prefixes = [...new Set(base.codes.map((code) => code.slice(0, 4)))];
  const count = (n: number) => n.toLocaleString('fr-FR');
  say(
    `  recherche par 4 chiffres (${count(prefixes.length)} préfixes), chaque code préparé à sa première demande : ` +
      each('lookup.prefix.first', prefixes, (prefix) => base.lookup(prefix)),
  );
  say(
    `  recherche par 4 chiffres, codes déjà préparés : ${each('lookup.prefix', prefixes, (prefix) => base.lookup(prefix))}`,
  );
  say(
    `  recherche par code complet (${count(base.codes.length)} codes) : ${each('lookup.code', base.codes, (code) => base.lookup(code))}`,
  );
  // Each town typed in capitals and without accents, as a customer may.
  const typed = base.codes.flatMap((code) =>
    base.lookup(code).map((town) => [
      code,
      town.value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase(),
    ]),
  );
  say(
    `  vérification de la ville d’une adresse (${count(typed.length)} villes) : ` +
      each('town-check', typed, ([code, town]) => base.townOf(code!, town!)),
  );
}

await main();

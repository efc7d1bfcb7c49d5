// The whole La Poste base, as the emulator reads it: every suggestion can be saved as it is given.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ADDRESS_RULES } from '../../../src/shared/address-rules';
import { LOOKUP_LIMIT, postalBase, townKey } from '../../../src/server/postal-codes';

interface Entry {
  codePostal: string;
  nomCommune: string;
  libelleAcheminement: string;
}
const entries = async () =>
  JSON.parse(
    await readFile(createRequire(import.meta.url).resolve('codes-postaux/codes-postaux.json'), 'utf8'),
  ) as Entry[];

describe('the postal-code base', () => {
  it('holds only 5-digit codes (no Cedex), and no code has more towns than a lookup gives', async () => {
    const base = await postalBase();
    expect(base.codes.length).toBeGreaterThan(6000);
    expect(base.codes.filter((code) => !/^\d{5}$/.test(code))).toEqual([]);
    expect(base.codes.filter((code) => base.lookup(code).length >= LOOKUP_LIMIT)).toEqual([]);
  });

  it('gives towns that pass the form rule and are taken back as they are, for every code', async () => {
    const base = await postalBase();
    const refused: string[] = [];
    for (const code of base.codes) {
      for (const town of base.lookup(code)) {
        expect(town.text).toBe(`${code} ${town.value}`);
        if (ADDRESS_RULES.town(town.value) !== null || base.townOf(code, town.value) !== town.value)
          refused.push(town.text);
      }
    }
    expect(refused).toEqual([]);
  });

  it('takes every commune of the base for its code, by its name', async () => {
    const base = await postalBase();
    const lost = (await entries()).filter((e) => base.townOf(e.codePostal, e.nomCommune) === null);
    expect(lost).toEqual([]);
  });

  it('compares names aside from case, accents, hyphens, apostrophes and "St"', () => {
    expect(townKey('Saint-Gervais-la-Forêt')).toBe('saint gervais la foret');
    expect(townKey("  L'Haÿ-les-Roses ")).toBe('l hay les roses');
    expect(townKey('Œuilly')).toBe('oeuilly');
    expect(townKey('ST DENIS')).toBe('saint denis');
    expect(townKey('Ste-Anne')).toBe('sainte anne');
    expect(townKey('Stella-Plage')).toBe('stella plage');
    expect(townKey('Château-Chinon (Ville)')).toBe('chateau chinon ville');
    expect(townKey('--')).toBe('');
  });
});

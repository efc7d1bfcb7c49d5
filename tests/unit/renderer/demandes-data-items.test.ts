// SPEC §3 "Request data item", §5 "Processing form": what the PUT carries for a filled form.
import { describe, expect, it } from 'vitest';
import {
  buildDataItems,
  exportedValue,
  sortedSections,
} from '../../../src/renderer/src/features/demandes/dataItems';
import { cardForm, situations, SITUATION_LIST } from './demandes-fixtures';

const sections = sortedSections(cardForm);
const lists = { [SITUATION_LIST]: situations.donneeDeListes };
const fieldOf = (id: number) => sections.flatMap((s) => s.champs).find((f) => f.id === id)!;

describe('sections and fields (SPEC §7: sorted by position)', () => {
  it('sorts sections and their fields by position, leaving the form untouched', () => {
    expect(sections.map((s) => s.nom)).toEqual(['Titulaire de la carte', 'Pièces justificatives']);
    expect(sections[0]!.champs.map((f) => f.id)).toEqual([110, 111, 112, 113, 114, 115]);
    expect(sections[1]!.champs.map((f) => f.id)).toEqual([140, 141]);
    expect(cardForm.sections![0]!.nom).toBe('Pièces justificatives');
  });
});

describe('exported values', () => {
  it('a list exports the chosen label’s valeurExport', () => {
    expect(exportedValue(fieldOf(113), 'Salarié', lists)).toBe('SAL');
    expect(exportedValue(fieldOf(113), 'Inconnu', lists)).toBe('');
    expect(exportedValue(fieldOf(113), 'Salarié', {})).toBe('');
  });

  it('a date exports its ISO form, or nothing when invalid; other fields their value', () => {
    expect(exportedValue(fieldOf(112), '14/07/1989', lists)).toBe('1989-07-14');
    expect(exportedValue(fieldOf(112), '41/07/1989', lists)).toBe('');
    expect(exportedValue(fieldOf(110), 'Morel', lists)).toBe('Morel');
  });
});

describe('donneesDeDemandes', () => {
  it('builds one item per filled field in section and position order', () => {
    const values = {
      110: ' Morel ',
      111: 'Léa',
      112: '14/07/1989',
      113: 'Étudiant',
      114: '41000',
      115: 'lea.morel@exemple.fr',
    };
    expect(buildDataItems(sections, values, lists)).toEqual([
      {
        label: 'Nom',
        section: 'Titulaire de la carte',
        tagExport: 'TITAN_NOM',
        type: 'TEXTE',
        valeur: 'Morel',
        valExport: 'Morel',
      },
      {
        label: 'Prénom',
        section: 'Titulaire de la carte',
        tagExport: 'TITAN_PRENOM',
        type: 'TEXTE',
        valeur: 'Léa',
        valExport: 'Léa',
      },
      {
        label: 'Date de naissance',
        section: 'Titulaire de la carte',
        tagExport: null,
        type: 'DATE',
        valeur: '14/07/1989',
        valExport: '1989-07-14',
      },
      {
        label: 'Situation',
        section: 'Titulaire de la carte',
        tagExport: null,
        type: 'TEXTE',
        valeur: 'Étudiant',
        valExport: 'ETU',
      },
      {
        label: 'Code postal',
        section: 'Titulaire de la carte',
        tagExport: 'TITAN_CODE_POSTAL',
        type: 'ENTIER',
        valeur: '41000',
        valExport: '41000',
      },
      {
        label: 'Adresse e-mail',
        section: 'Titulaire de la carte',
        tagExport: 'TITAN_EMAIL',
        type: 'EMAIL',
        valeur: 'lea.morel@exemple.fr',
        valExport: 'lea.morel@exemple.fr',
      },
    ]);
  });

  it('leaves out empty and blank values, and files (sent as documents)', () => {
    const items = buildDataItems(sections, { 110: 'Morel', 111: '   ', 114: '', 140: 'photo.pdf' }, lists);
    expect(items.map((i) => i.label)).toEqual(['Nom']);
  });
});

// SPEC §5 "Access request creation" and "Processing form": limits, typed-value rules, files.
import { describe, expect, it } from 'vitest';
import { maxLengthOf, FILE_SIZE_LIMIT_BYTES, toIsoDate, type FormField } from '@shared/access-requests';
import { creationReady, creationRules } from '../../../src/renderer/src/features/demandes/creationRules';
import { fieldError, normalizeInput } from '../../../src/renderer/src/features/demandes/fieldRules';
import { fileFieldLabel, fileProblem } from '../../../src/renderer/src/features/demandes/fileRules';
import { enDemandes } from '../../../src/renderer/src/i18n/en/demandes';
import { frDemandes } from '../../../src/renderer/src/i18n/fr/demandes';

const CREATION_RULES = creationRules(frDemandes);

const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id: 1,
  nom: 'champ',
  label: 'Champ',
  type,
  requis: false,
  taille: 1,
  position: 1,
  tagExport: null,
  ...extra,
});

describe('max length by export tag (SPEC §5)', () => {
  it.each([
    ['TITAN_NOM', 36],
    ['TITAN_PRENOM', 50],
    ['TITAN_EMAIL', 127],
    ['TITAN_RAISON_SOCIAL', 50],
    ['TITAN_NUMERO_DE_VOIE', 10],
    ['TITAN_TYPE_DE_VOIE', 10],
    ['TITAN_VOIE', 35],
    ['TITAN_CODE_POSTAL', 5],
    ['TITAN_VILLE', 36],
    ['TITAN_TELEPHONE_FIXE', 16],
    ['TITAN_TELEPHONE_PORTABLE', 16],
    ['TITAN_LIEU_DIT', 35],
    ['TITAN_POINT_REMISE', 35],
    ['TITAN_POINT_GEOGRAPHIQUE', 35],
    ['AUTRE_TAG', 255],
    [null, 255],
  ])('%s → %i characters, and typing stops there', (tag, max) => {
    const text = field('Texte', { tagExport: tag });
    expect(maxLengthOf(text)).toBe(max);
    expect(normalizeInput(text, 'x'.repeat(400))).toHaveLength(max);
    expect(fieldError(text, 'x'.repeat(max), frDemandes)).toBeNull();
    expect(fieldError(text, 'x'.repeat(max + 1), frDemandes)).toBe(
      `Ce champ ne doit pas dépasser ${max} caractères.`,
    );
  });

  it('e-mails stop at 254 whatever their tag allows, 127 with TITAN_EMAIL; dates at 10', () => {
    expect(maxLengthOf(field('Email'))).toBe(254);
    expect(maxLengthOf(field('Email', { tagExport: 'TITAN_EMAIL' }))).toBe(127);
    expect(maxLengthOf(field('Date', { tagExport: 'TITAN_VOIE' }))).toBe(10);
    expect(normalizeInput(field('Date'), '01/02/20245')).toBe('01/02/2024');
  });
});

describe('date conversion JJ/MM/AAAA → yyyy-mm-dd (SPEC §5)', () => {
  it.each([
    ['14/07/1989', '1989-07-14'],
    ['01/01/2000', '2000-01-01'],
    ['31/12/2024', '2024-12-31'],
    // SPEC: day 00-31 and month 00-12 are accepted as they are.
    ['00/00/2024', '2024-00-00'],
    [' 05/06/2007 ', '2007-06-05'],
    ['32/01/2024', ''],
    ['01/13/2024', ''],
    ['1/2/2024', ''],
    ['2024-07-14', ''],
    ['14/07/89', ''],
    ['', ''],
  ])('%j → %j', (typed, iso) => {
    expect(toIsoDate(typed)).toBe(iso);
  });

  it('an invalid date is an error on the field, a valid one is not', () => {
    const date = field('Date', { requis: true });
    expect(fieldError(date, '14/07/1989', frDemandes)).toBeNull();
    expect(fieldError(date, '32/07/1989', frDemandes)).toBe('La date doit être au format JJ/MM/AAAA.');
    expect(fieldError(date, '', frDemandes)).toBe('Ce champ est obligatoire.');
    expect(fieldError(field('Date'), '', frDemandes)).toBeNull();
  });
});

describe('typed values (SPEC §5)', () => {
  it('numbers keep digits only', () => {
    const number = field('Numérique', { tagExport: 'TITAN_CODE_POSTAL' });
    expect(normalizeInput(number, '41 0a0-0')).toBe('41000');
    expect(normalizeInput(number, '4100099')).toBe('41000');
    expect(fieldError(number, '41000', frDemandes)).toBeNull();
    expect(fieldError(field('Numérique'), '12,5', frDemandes)).toBe(
      'Veuillez saisir uniquement des chiffres.',
    );
  });

  it('e-mails need a simple address', () => {
    expect(fieldError(field('Email'), 'lea.morel@exemple.fr', frDemandes)).toBeNull();
    expect(fieldError(field('Email'), 'lea.morel@exemple', frDemandes)).toBe(
      'L’adresse e-mail n’est pas valide.',
    );
  });

  it('required fields need a value other than spaces; optional ones may stay empty', () => {
    expect(fieldError(field('Texte', { requis: true }), '   ', frDemandes)).toBe('Ce champ est obligatoire.');
    expect(fieldError(field('Liste', { requis: true }), '', frDemandes)).toBe('Ce champ est obligatoire.');
    expect(fieldError(field('Texte'), '', frDemandes)).toBeNull();
  });
});

describe('files (SPEC §5, §9)', () => {
  it('says the formats and the limit in the label', () => {
    expect(fileFieldLabel('Justificatif de domicile', frDemandes)).toBe(
      'Justificatif de domicile (PDF, JPG ou PNG, moins de 10 Mo)',
    );
    expect(fileFieldLabel('Proof of address', enDemandes)).toBe(
      'Proof of address (PDF, JPG or PNG, under 10 MB)',
    );
  });

  it('takes PDF, JPG and PNG under 10 MB (10 × 1024 × 1024 bytes), refuses exactly 10 MB', () => {
    expect(FILE_SIZE_LIMIT_BYTES).toBe(10 * 1024 * 1024);
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      expect(fileProblem({ name: 'f', size: FILE_SIZE_LIMIT_BYTES - 1, type }, frDemandes)).toBeNull();
    }
    expect(
      fileProblem({ name: 'f.pdf', size: FILE_SIZE_LIMIT_BYTES, type: 'application/pdf' }, frDemandes),
    ).toBe('Fichier trop volumineux');
    expect(fileProblem({ name: 'f.gif', size: 10, type: 'image/gif' }, frDemandes)).toBe(
      'Seuls les fichiers PDF, JPG ou PNG sont acceptés.',
    );
    expect(fileProblem({ name: 'f', size: 10, type: 'toString' }, frDemandes)).toBe(
      'Seuls les fichiers PDF, JPG ou PNG sont acceptés.',
    );
  });
});

describe('creation form (SPEC §5 "Access request creation")', () => {
  const form = { id: 1, nom: 'Demande de carte', listeIdRetrait: 7 };
  const ready = {
    values: { nom: 'Morel', prenom: 'Léa', email: 'lea.morel@exemple.fr' },
    form,
    pickupPoint: 'Agence Blois',
    captchaToken: 'jeton',
  };

  it('names are required and at most 255 characters; the e-mail at most 254 and well formed', () => {
    expect(CREATION_RULES.nom(' ')).toBe('Veuillez saisir votre nom.');
    expect(CREATION_RULES.prenom('')).toBe('Veuillez saisir votre prénom.');
    expect(CREATION_RULES.nom('x'.repeat(255))).toBeNull();
    expect(CREATION_RULES.nom('x'.repeat(256))).toBe('Ce champ ne doit pas dépasser 255 caractères.');
    expect(CREATION_RULES.email('')).toBe('Veuillez saisir votre adresse e-mail.');
    expect(CREATION_RULES.email('lea@exemple')).toBe('L’adresse e-mail n’est pas valide.');
    expect(CREATION_RULES.email(`${'x'.repeat(243)}@exemple.fr`)).toBeNull();
    expect(CREATION_RULES.email(`${'x'.repeat(244)}@exemple.fr`)).toBe(
      'Ce champ ne doit pas dépasser 254 caractères.',
    );
  });

  it('is ready only with every field, the subject, the pick-up point when asked and the captcha', () => {
    expect(creationReady(ready)).toBe(true);
    expect(creationReady({ ...ready, captchaToken: null })).toBe(false);
    expect(creationReady({ ...ready, pickupPoint: null })).toBe(false);
    expect(creationReady({ ...ready, form: { id: 3, nom: 'Carte entreprise' }, pickupPoint: null })).toBe(
      true,
    );
    expect(creationReady({ ...ready, form: null })).toBe(false);
    expect(creationReady({ ...ready, values: { ...ready.values, email: 'lea' } })).toBe(false);
  });
});

import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KIOSK_CHANNELS } from '../../../../src/shared/kiosk-bridge';
import { APPROVED, PAGE, setup, validRequest } from './fakes';

const channel = KIOSK_CHANNELS.startPayment;
const NBSP = '\u00a0';
const AMOUNT_RULE = `« amountCents » doit être un nombre entier de centimes entre 1 et 10${NBSP}000${NBSP}000`;

function withField(key: string, value: unknown): Record<string, unknown> {
  return { ...validRequest(), [key]: value };
}

function without(key: string): Record<string, unknown> {
  const request: Record<string, unknown> = { ...validRequest() };
  delete request[key];
  return request;
}

describe('kiosk:start-payment', () => {
  it('hands the exact request to the payment service and answers its outcome', async () => {
    const { handlers, start } = setup();
    await expect(handlers[channel](PAGE, validRequest())).resolves.toEqual(APPROVED);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0]![0]).toStrictEqual(validRequest());
  });

  it('hands a request without saleKinds (a payment resumed from a previous build) to the service as it is', async () => {
    // The service answers it from its journal and starts no new debit for it (resume-without-sale-kinds).
    const { handlers, start } = setup();
    await expect(handlers[channel](PAGE, without('saleKinds'))).resolves.toEqual(APPROVED);
    expect(start.mock.calls[0]![0]).toStrictEqual(without('saleKinds'));
  });

  it.each([
    ['a full card number', '4970100000000003'],
    ['a full card number with spaces', '4970 1000 0000 0003'],
    ['a full card number with dashes', '4970-1000-0000-0003'],
  ])('never hands %s from the terminal to the page: maskedPan is left out', async (_name, maskedPan) => {
    const { handlers, start, log } = setup();
    start.mockResolvedValueOnce({ ...APPROVED, maskedPan });
    const withoutPan = { ...APPROVED };
    delete withoutPan.maskedPan;
    await expect(handlers[channel](PAGE, validRequest())).resolves.toStrictEqual(withoutPan);
    expect(log).toHaveBeenCalledWith('kiosk:start-payment : numéro de carte non masqué retiré de la réponse');
    expect(JSON.stringify(log.mock.calls)).not.toContain('0000');
  });

  it('hands a masked card number from the terminal to the page', async () => {
    const { handlers, start } = setup();
    start.mockResolvedValueOnce({ ...APPROVED, maskedPan: '497010******0003' });
    await expect(handlers[channel](PAGE, validRequest())).resolves.toEqual({
      ...APPROVED,
      maskedPan: '497010******0003',
    });
  });

  it('answers a refusal of the terminal as it is', async () => {
    const { handlers, start } = setup();
    start.mockResolvedValueOnce({ status: 'declined', message: 'Paiement refusé par la banque.' });
    await expect(handlers[channel](PAGE, validRequest())).resolves.toEqual({
      status: 'declined',
      message: 'Paiement refusé par la banque.',
    });
  });

  it.each([
    ['amountCents', 1],
    ['amountCents', 10_000_000],
    ['orderId', 'A'.repeat(32)],
    ['orderId', 'CMD-2026-a1'],
    ['label', ''],
    ['label', 'é'.repeat(120)],
    ['label', '🎫'.repeat(120)],
    ['idempotencyKey', 'k'.repeat(8)],
    ['idempotencyKey', 'k'.repeat(128)],
    ['idempotencyKey', 'a.b_c:d-1'],
    ['saleKinds', ['reload']],
    ['saleKinds', ['origin-destination', 'reservation', 'shop-pickup', 'reload']],
  ])('accepts the bound %s = %j', async (key, value) => {
    const { handlers, start } = setup();
    await handlers[channel](PAGE, withField(key, value));
    expect(start).toHaveBeenCalledWith(withField(key, value));
  });

  it.each([
    ['a text', 'paiement', 'un objet est attendu'],
    ['null', null, 'un objet est attendu'],
    ['nothing', undefined, 'un objet est attendu'],
    ['an array', [validRequest()], 'un objet est attendu'],
    ['a Map', new Map(Object.entries(validRequest())), 'un objet est attendu'],
    ['a missing orderId', without('orderId'), '« orderId » est manquant'],
    ['a missing amountCents', without('amountCents'), '« amountCents » est manquant'],
    ['a missing currency', without('currency'), '« currency » est manquant'],
    ['a missing label', without('label'), '« label » est manquant'],
    ['a missing idempotencyKey', without('idempotencyKey'), '« idempotencyKey » est manquant'],
    ['an extra key', withField('amount', 1250), '« amount » n’est pas un champ attendu'],
    [
      'an extra __proto__-like key',
      withField('constructor', {}),
      '« constructor » n’est pas un champ attendu',
    ],
    ['a numeric orderId', withField('orderId', 10001), '« orderId » doit être un texte'],
    ['an empty orderId', withField('orderId', ''), '« orderId » doit contenir de 1 à 32 caractères'],
    [
      'a long orderId',
      withField('orderId', '1'.repeat(33)),
      '« orderId » doit contenir de 1 à 32 caractères',
    ],
    [
      'a slash in orderId',
      withField('orderId', '10001/2'),
      '« orderId » contient des caractères non autorisés (lettres, chiffres et tiret)',
    ],
    ['a text amount', withField('amountCents', '1250'), AMOUNT_RULE],
    ['euros instead of cents', withField('amountCents', 12.5), AMOUNT_RULE],
    ['a zero amount', withField('amountCents', 0), AMOUNT_RULE],
    ['a negative amount', withField('amountCents', -1250), AMOUNT_RULE],
    ['an amount over the cap', withField('amountCents', 10_000_001), AMOUNT_RULE],
    ['NaN', withField('amountCents', Number.NaN), AMOUNT_RULE],
    ['Infinity', withField('amountCents', Number.POSITIVE_INFINITY), AMOUNT_RULE],
    ['another currency', withField('currency', 'USD'), '« currency » doit valoir EUR'],
    ['a lowercase currency', withField('currency', 'eur'), '« currency » doit valoir EUR'],
    ['a numeric currency', withField('currency', 978), '« currency » doit valoir EUR'],
    ['a long label', withField('label', 'x'.repeat(121)), '« label » doit contenir au plus 120 caractères'],
    [
      'an ESC in the label',
      withField('label', 'Commande\u001b@'),
      '« label » contient des caractères de contrôle',
    ],
    ['a label that is not text', withField('label', ['Commande']), '« label » doit être un texte'],
    [
      'a short idempotencyKey',
      withField('idempotencyKey', 'k'.repeat(7)),
      '« idempotencyKey » doit contenir de 8 à 128 caractères',
    ],
    [
      'a long idempotencyKey',
      withField('idempotencyKey', 'k'.repeat(129)),
      '« idempotencyKey » doit contenir de 8 à 128 caractères',
    ],
    [
      'a space in idempotencyKey',
      withField('idempotencyKey', 'order 10001'),
      '« idempotencyKey » contient des caractères non autorisés (lettres, chiffres et . _ : -)',
    ],
    [
      'an unknown sale kind',
      withField('saleKinds', ['reload', 'abonnement']),
      '« saleKinds[1] » : vente inconnue (attendu : « origin-destination », « reservation », « shop-pickup », « reload »)',
    ],
    [
      'a sale kind that is not text',
      withField('saleKinds', [4]),
      '« saleKinds[0] » : vente inconnue (attendu : « origin-destination », « reservation », « shop-pickup », « reload »)',
    ],
    ['no sale kind', withField('saleKinds', []), '« saleKinds » doit être une liste de 1 à 4 éléments'],
    [
      'a sale kind as text',
      withField('saleKinds', 'reload'),
      '« saleKinds » doit être une liste de 1 à 4 éléments',
    ],
    [
      'a sale kind named twice',
      withField('saleKinds', ['reload', 'reload']),
      '« saleKinds » nomme deux fois la même vente',
    ],
    [
      'a payload over 64 KiB (checked before the fields)',
      withField('label', 'x'.repeat(70_000)),
      'données trop volumineuses (plus de 64 Kio)',
    ],
    [
      'a payload over 64 KiB in an extra key',
      withField('padding', 'é'.repeat(40_000)),
      'données trop volumineuses (plus de 64 Kio)',
    ],
  ])('refuses %s, reaching no terminal', async (_name, payload, reason) => {
    const { handlers, start, log } = setup();
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      status: 'error',
      message: `Demande de paiement invalide : ${reason}.`,
    });
    expect(start).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`kiosk:start-payment refusé : ${reason}`);
  });

  it.each([
    [
      'a right-to-left override',
      'Commande n° 1\u202e0001',
      'contient des caractères de contrôle du sens d’écriture',
    ],
    [
      'a left-to-right mark',
      'Commande\u200e n° 10001',
      'contient des caractères de contrôle du sens d’écriture',
    ],
    ['a zero-width joiner', 'Commande\u200d n° 10001', 'contient des caractères invisibles'],
    ['a byte order mark', '\ufeffCommande n° 10001', 'contient des caractères invisibles'],
    ['a soft hyphen', 'Com\u00admande n° 10001', 'contient des caractères invisibles'],
    ['a lone surrogate', 'Commande \udc00', 'contient des caractères mal formés'],
    ['a C1 control', 'Commande\u0085', 'contient des caractères de contrôle'],
    ['a noncharacter', 'Commande\ufffe', 'contient des caractères réservés ou non attribués'],
  ])(
    'refuses a label with %s (shown on the terminal), reaching no terminal',
    async (_name, label, problem) => {
      const { handlers, start } = setup();
      await expect(handlers[channel](PAGE, withField('label', label))).resolves.toEqual({
        status: 'error',
        message: `Demande de paiement invalide : « label » ${problem}.`,
      });
      expect(start).not.toHaveBeenCalled();
    },
  );

  it('passes the label on in NFC, measured after normalisation', async () => {
    const { handlers, start } = setup();
    await handlers[channel](PAGE, withField('label', 'e\u0301'.repeat(120)));
    expect(start.mock.calls[0]![0].label).toBe('é'.repeat(120));
  });

  it.each([
    ['a 5 MB typed array as label', withField('label', new Uint8Array(5 * 1024 * 1024))],
    ['a 5 MB text as label', withField('label', 'x'.repeat(5 * 1024 * 1024))],
    ['a 5 MB typed array in an extra key', withField('padding', new Uint8Array(5 * 1024 * 1024))],
  ])('refuses %s as too large before any deep work, reaching no terminal', async (_name, payload) => {
    const { handlers, start } = setup();
    const stringify = vi.spyOn(JSON, 'stringify');
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      status: 'error',
      message: 'Demande de paiement invalide : données trop volumineuses (plus de 64 Kio).',
    });
    expect(stringify).not.toHaveBeenCalled();
    expect(encode).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('refuses data it cannot even read', async () => {
    const { handlers, start } = setup();
    const payload = {
      ...validRequest(),
      get orderId(): string {
        throw new Error('boom');
      },
    };
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      status: 'error',
      message: 'Demande de paiement invalide : données illisibles.',
    });
    expect(start).not.toHaveBeenCalled();
  });

  it('shortens and cleans an unexpected key named in the message', async () => {
    const { handlers } = setup();
    const key = `\u001b${'k'.repeat(60)}`;
    await expect(handlers[channel](PAGE, withField(key, 1))).resolves.toEqual({
      status: 'error',
      message: `Demande de paiement invalide : « ${'k'.repeat(40)}… » n’est pas un champ attendu.`,
    });
  });

  it.each([
    ['a bidi override', `\u202e${'k'.repeat(10)}`, 'k'.repeat(10)],
    ['zero-width and invisible characters', 'ma\u200bli\ufeffcieux\u2066', 'malicieux'],
    ['a lone surrogate', 'clé\ud83c', 'clé'],
    ['an emoji cut at the 40th character', `${'k'.repeat(39)}🎫🎫`, `${'k'.repeat(39)}🎫…`],
  ])('names an unexpected key with %s without echoing it', async (_name, key, shown) => {
    const { handlers } = setup();
    await expect(handlers[channel](PAGE, withField(key, 1))).resolves.toEqual({
      status: 'error',
      message: `Demande de paiement invalide : « ${shown} » n’est pas un champ attendu.`,
    });
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('journal illisible');
      },
    ],
    ['rejects', () => Promise.reject(new Error('journal illisible'))],
  ])('answers `unknown`, never a throw, when the payment service %s', async (_how, failure) => {
    const { handlers, start, log } = setup();
    start.mockImplementationOnce(failure as never);
    await expect(handlers[channel](PAGE, validRequest())).resolves.toEqual({
      status: 'unknown',
      message:
        'Le résultat du paiement est inconnu. Ne payez pas une seconde fois : adressez-vous au personnel.',
    });
    expect(log).toHaveBeenCalledWith(
      'kiosk:start-payment : le service de paiement a échoué',
      new Error('journal illisible'),
    );
  });
});

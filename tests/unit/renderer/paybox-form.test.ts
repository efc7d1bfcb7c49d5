// SPEC §3 "Card-payment form parameters": the card holder's e-mail comes as `porteur` or `email`; the
// portal posts it once, as PBX_PORTEUR, in the provider's field order, and posts nothing without it.
import { describe, expect, it } from 'vitest';
import type { PayboxParameters } from '@shared/payment';
import { payboxFields } from '../../../src/renderer/src/purchase/payboxForm';

const common = {
  site: '1999888',
  rang: '32',
  identifiant: '107904482',
  total: '2080',
  devise: '978',
  panierXml: '<shoppingcart/>',
  infosClientXml: '<Billing/>',
  retour: 'Mt:M;Ref:R',
  hash: 'SHA512',
  idCommande: '10001',
  time: '2025-03-14T09:26:53.000Z',
  retourClientAnnule: 'http://127.0.0.1/recapitulatif?cancel=true',
  retourClientRefuse: 'http://127.0.0.1/recapitulatif?paymentOk=false',
  retourClientValide: 'http://127.0.0.1/recapitulatif?paymentOk=true',
  repondreA: 'http://127.0.0.1/paiement/api/paybox/ipn',
  typePaiement: 'CARTE',
  typeCarte: 'CB',
  archivage: '000000010001',
  hmac: 'ABC',
  url: 'http://127.0.0.1:5181/fournisseur/paiement-carte',
  urlMobile: 'http://127.0.0.1:5181/fournisseur/paiement-carte/mobile',
};

const EXPECTED: [string, string][] = [
  ['PBX_SITE', '1999888'],
  ['PBX_RANG', '32'],
  ['PBX_IDENTIFIANT', '107904482'],
  ['PBX_TOTAL', '2080'],
  ['PBX_DEVISE', '978'],
  ['PBX_SHOPPINGCART', '<shoppingcart/>'],
  ['PBX_BILLING', '<Billing/>'],
  ['PBX_CMD', '10001'],
  ['PBX_PORTEUR', 'zoe@exemple.fr'],
  ['PBX_RETOUR', 'Mt:M;Ref:R'],
  ['PBX_EFFECTUE', 'http://127.0.0.1/recapitulatif?paymentOk=true'],
  ['PBX_REFUSE', 'http://127.0.0.1/recapitulatif?paymentOk=false'],
  ['PBX_ANNULE', 'http://127.0.0.1/recapitulatif?cancel=true'],
  ['PBX_REPONDRE_A', 'http://127.0.0.1/paiement/api/paybox/ipn'],
  ['PBX_TYPEPAIEMENT', 'CARTE'],
  ['PBX_TYPECARTE', 'CB'],
  ['PBX_ARCHIVAGE', '000000010001'],
  ['PBX_HASH', 'SHA512'],
  ['PBX_TIME', '2025-03-14T09:26:53.000Z'],
  ['PBX_HMAC', 'ABC'],
];

describe('the card form’s hidden fields (SPEC §3 "porteur or email")', () => {
  it('posts `porteur` as PBX_PORTEUR, in the provider’s order, without the urls', () => {
    expect(payboxFields({ ...common, porteur: 'zoe@exemple.fr' })).toEqual(EXPECTED);
  });

  it('posts `email` as the same PBX_PORTEUR, once', () => {
    const fields = payboxFields({ ...common, email: 'zoe@exemple.fr' });
    expect(fields).toEqual(EXPECTED);
    expect(fields!.filter(([name]) => name === 'PBX_PORTEUR')).toHaveLength(1);
    expect(fields!.map(([name]) => name)).not.toContain('PBX_EMAIL');
  });

  it('keeps the optional fields when present, in their place', () => {
    const fields = payboxFields({ ...common, porteur: 'zoe@exemple.fr', threeds: '02', refAbonne: 'AB1' });
    expect(fields!.map(([name]) => name).slice(-6)).toEqual([
      'PBX_ARCHIVAGE',
      'PBX_SOUHAITAUTHENT',
      'PBX_REFABONNE',
      'PBX_HASH',
      'PBX_TIME',
      'PBX_HMAC',
    ]);
  });

  it.each([
    ['neither porteur nor email', {}],
    ['an empty porteur', { porteur: '' }],
    ['both porteur and email', { porteur: 'zoe@exemple.fr', email: 'zoe@exemple.fr' }],
    ['both, different', { porteur: 'zoe@exemple.fr', email: 'autre@exemple.fr' }],
    ['an e-mail that is not text', { email: 42 }],
  ])('gives nothing to post with %s', (_name, holder) => {
    expect(payboxFields({ ...common, ...holder } as unknown as PayboxParameters)).toBeNull();
  });
});

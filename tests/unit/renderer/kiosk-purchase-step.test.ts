// The kiosk's purchase steps (issue 11 §1): which screen is which step, from its path and the terminal's phase.
import { describe, expect, it } from 'vitest';
import { purchaseStep } from '../../../src/renderer/src/features/kiosk/purchaseStep';
import { frKiosk } from '../../../src/renderer/src/i18n/fr/kiosk';

const name = (path: string, phase?: string) => {
  const step = purchaseStep(path, phase);
  return step === null ? null : frKiosk.steps.names[step];
};

describe('kiosk purchase step', () => {
  it('the cart is filled in the shop (the kiosk has no /cart page, it goes to /payment)', () => {
    expect(name('/vpc')).toBe('Panier');
    expect(name('/vpc/itemlist')).toBe('Panier');
    expect(name('/vpc/item/')).toBe('Panier');
    expect(name('/cart')).toBe('Panier');
  });

  it('a reload’s or an origin-destination’s titles are chosen on their own screens', () => {
    expect(name('/rechargement/articles')).toBe('Panier');
    expect(name('/selection-od')).toBe('Panier');
    expect(name('/rechargement/infos')).toBeNull();
    expect(name('/rechargement/infos-od')).toBeNull();
  });

  it('/payment asks the e-mail until the terminal takes over, whatever its outcome', () => {
    expect(name('/payment')).toBe('Coordonnées');
    expect(name('/payment', 'idle')).toBe('Coordonnées');
    for (const phase of ['waiting', 'approved', 'declined', 'cancelled', 'unknown', 'error'])
      expect(name('/payment', phase)).toBe('Paiement');
  });

  it('the summary ends it', () => {
    expect(name('/recapitulatif')).toBe('Récapitulatif');
  });

  it('no step outside a purchase', () => {
    for (const path of ['/home', '/', '/demandes/access', '/iframe', '/vpcx', '/appli', '/justification'])
      expect(name(path)).toBeNull();
  });
});

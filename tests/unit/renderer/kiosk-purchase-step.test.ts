// The kiosk's purchase steps (issue 11 §1, issue 24 item 7): which journey a screen belongs to and which of
// its real steps it is, from its path, its query, the cart being paid and the terminal's phase.
import { describe, expect, it } from 'vitest';
import type { CartType } from '@shared/shop';
import { purchaseStep, type ScreenState } from '../../../src/renderer/src/features/kiosk/purchaseStep';
import { frKiosk } from '../../../src/renderer/src/i18n/fr/kiosk';
import { enKiosk } from '../../../src/renderer/src/i18n/en/kiosk';

const screen = (fields: Partial<ScreenState> = {}): ScreenState => ({
  search: '',
  terminalPhase: undefined,
  cartType: null,
  odJourneyChosen: false,
  ...fields,
});

/** The step's journey names, the current one in brackets; '✓' when every step is done. */
const bar = (path: string, fields: Partial<ScreenState> = {}) => {
  const step = purchaseStep(path, screen(fields));
  if (step === null) return null;
  const names = frKiosk.steps.journeys[step.journey];
  return step.index >= names.length
    ? `${names.join(' → ')} ✓`
    : names.map((n, i) => (i === step.index ? `[${n}]` : n)).join(' → ');
};

describe('kiosk purchase step', () => {
  it('a ticket: Destination → Titre → Coordonnées → Paiement', () => {
    expect(bar('/selection-od')).toBe('[Destination] → Titre → Coordonnées → Paiement');
    expect(bar('/selection-od', { odJourneyChosen: true })).toBe(
      'Destination → [Titre] → Coordonnées → Paiement',
    );
    expect(bar('/payment', { cartType: 'ticketOd' })).toBe('Destination → Titre → [Coordonnées] → Paiement');
    expect(bar('/payment', { cartType: 'ticketOd', terminalPhase: 'idle' })).toBe(
      'Destination → Titre → [Coordonnées] → Paiement',
    );
    for (const phase of ['waiting', 'approved', 'declined', 'cancelled', 'unknown', 'error'])
      expect(bar('/payment', { cartType: 'ticketOd', terminalPhase: phase })).toBe(
        'Destination → Titre → Coordonnées → [Paiement]',
      );
    expect(bar('/recapitulatif', { cartType: 'ticketOd' })).toBe(
      'Destination → Titre → Coordonnées → Paiement ✓',
    );
  });

  it('a reload, and an origin-destination top-up: Carte → Titre → Coordonnées → Paiement', () => {
    expect(bar('/rechargement/infos')).toBe('[Carte] → Titre → Coordonnées → Paiement');
    expect(bar('/rechargement/infos-od')).toBe('[Carte] → Titre → Coordonnées → Paiement');
    expect(bar('/rechargement/articles')).toBe('Carte → [Titre] → Coordonnées → Paiement');
    expect(bar('/selection-od', { search: '?carte=true' })).toBe('Carte → [Titre] → Coordonnées → Paiement');
    for (const cartType of ['rechargement', 'rechargementOd'] as CartType[])
      expect(bar('/payment', { cartType })).toBe('Carte → Titre → [Coordonnées] → Paiement');
  });

  it('a reservation: Trajet → Horaire et places → Coordonnées → Paiement; not its modification tab', () => {
    expect(bar('/reservation/infos')).toBe('[Trajet] → Horaire et places → Coordonnées → Paiement');
    expect(bar('/reservation/trajets')).toBe('Trajet → [Horaire et places] → Coordonnées → Paiement');
    expect(bar('/payment', { cartType: 'reservation' })).toBe(
      'Trajet → Horaire et places → [Coordonnées] → Paiement',
    );
    expect(bar('/reservation/infos', { search: '?tab=2' })).toBeNull();
  });

  it('the shop: Articles → Coordonnées → Paiement', () => {
    expect(bar('/vpc')).toBe('[Articles] → Coordonnées → Paiement');
    expect(bar('/vpc/item/')).toBe('[Articles] → Coordonnées → Paiement');
    expect(bar('/payment', { cartType: 'vpc' })).toBe('Articles → [Coordonnées] → Paiement');
    expect(bar('/recapitulatif', { cartType: 'vpc' })).toBe('Articles → Coordonnées → Paiement ✓');
  });

  it('no step outside a purchase, nor for a payment of nothing the kiosk sells', () => {
    for (const path of ['/home', '/', '/demandes/access', '/iframe', '/vpcx', '/appli', '/justification'])
      expect(bar(path)).toBeNull();
    expect(bar('/payment')).toBeNull();
    expect(bar('/payment', { cartType: 'appli' })).toBeNull();
  });

  it('every journey has its English twin, as long', () => {
    for (const [journey, names] of Object.entries(frKiosk.steps.journeys))
      expect(enKiosk.steps.journeys[journey as keyof typeof frKiosk.steps.journeys]).toHaveLength(
        names.length,
      );
  });
});

// The start of validity a card's reload offers first (issue 26 §3): not a month (or year) the card already
// holds of the same title, but the first one it does not; none when it holds them all.
import { describe, expect, it } from 'vitest';
import type { CardContract } from '@shared/reload';
import { heldStartDefaults } from '../../../src/renderer/src/features/rechargement/products/heldStarts';
import { aboAnnuel, aboMois, card1, card6, carnet, odTopUps } from './reload-fixtures';

const monthOf = (nomProduit: string, ddv: string, dfv: string, journey: Partial<CardContract> = {}) => ({
  ...card1.contrats[0]!,
  nomProduit,
  ddv,
  dfv,
  ...journey,
});

describe('held starts of validity', () => {
  it('moves a month the card holds to the first month it does not', () => {
    // Card 1 holds 'Abonnement mensuel Ligéo' for November 2026; the offer starts on 1 November.
    expect(heldStartDefaults([aboMois, carnet, aboAnnuel], card1.contrats, {})).toEqual([
      { productId: 101, ddv: '2026-12-01' },
    ]);
    const novemberAndDecember = [
      ...card1.contrats,
      monthOf('Abonnement mensuel Ligéo', '2026-12-01', '2026-12-31'),
    ];
    expect(heldStartDefaults([aboMois], novemberAndDecember, {})).toEqual([
      { productId: 101, ddv: '2027-01-01' },
    ]);
  });

  it('gives no start when the card holds every month offered', () => {
    const all = [
      ...card1.contrats,
      monthOf('Abonnement mensuel Ligéo', '2026-12-01', '2026-12-31'),
      monthOf('Abonnement mensuel Ligéo', '2027-01-01', '2027-01-31'),
    ];
    expect(heldStartDefaults([aboMois], all, {})).toEqual([{ productId: 101, ddv: null }]);
  });

  it('keeps the offered start when the card holds another title, or the title for another month', () => {
    expect(
      heldStartDefaults([aboMois], [monthOf('Abonnement hebdomadaire', '2026-11-01', '2026-11-30')], {}),
    ).toEqual([]);
    expect(
      heldStartDefaults([aboMois], [monthOf('Abonnement mensuel Ligéo', '2026-10-01', '2026-10-31')], {}),
    ).toEqual([]);
    expect(heldStartDefaults([aboMois], [], {})).toEqual([]);
  });

  it('reads an origin-destination title by its journey', () => {
    const monthly = odTopUps.find((p) => p.id === 211)!;
    const journey = { ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' };
    // Card 6 holds this month on that journey.
    expect(heldStartDefaults([monthly], card6.contrats, journey)).toEqual([
      { productId: 211, ddv: '2026-12-01' },
    ]);
    expect(heldStartDefaults([monthly], card6.contrats, { ...journey, destination: 'ROM-GARE' })).toEqual([]);
  });
});

// Cart lines (SPEC §2 "Cart"; issue 12 contract §2 "Cart adjustments"): a reload line says which card it is
// loaded onto and its period; an origin-destination line its journey; a shop line neither.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { parisDay } from '@shared/dates';
import type { CartLine } from '@shared/shop';
import { CartLines } from '../../../src/renderer/src/purchase/CartLines';

const line = (fields: Partial<CartLine>): CartLine => ({
  id: 1,
  label: 'Carnet 10 voyages',
  quantity: 2,
  totalPrice: 26,
  montantTva: 1.18,
  ...fields,
});

describe('cart lines', () => {
  it('show the card and the period of a reload', () => {
    render(
      <CartLines lines={[line({ numSupport: '100000000001', ddv: '2026-12-01', dfv: '2026-12-31' })]} />,
    );
    // Issue 26 §2: the number as printed on the card, in groups of four.
    expect(screen.getByText('Carte n° 1000 0000 0001')).toBeTruthy();
    expect(screen.getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy();
  });

  it('show the journey of an origin-destination ticket', () => {
    render(
      <CartLines
        lines={[
          line({
            label: 'Billet unitaire',
            libelleOrigine: 'Blois – Gare routière',
            libelleDestination: 'Cheverny – Château',
            libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
            ddv: '2026-11-25',
            dfv: '2026-11-25',
          }),
        ]}
      />,
    );
    const details = [...document.querySelectorAll('.cart-line__details dt, .cart-line__details dd')].map(
      (el) => el.textContent,
    );
    expect(details).toEqual([
      'Départ',
      'Blois – Gare routière',
      'Arrivée',
      'Cheverny – Château',
      'Ligne',
      'Ligne 2 Blois – Romorantin-Lanthenay',
    ]);
    expect(screen.getByText('Validité : le 25/11/2026')).toBeTruthy();
    expect(screen.queryByText(/Carte n°/)).toBeNull();
  });

  it('say a ticket for today boards within 30 minutes of the purchase (validity rules’ words)', () => {
    const today = parisDay(new Date());
    render(
      <CartLines
        lines={[
          line({
            label: 'Billet unitaire',
            libelleOrigine: 'Blois – Gare routière',
            libelleDestination: 'Cheverny – Château',
            libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
            ddv: today,
            dfv: today,
          }),
          line({
            id: 2,
            label: 'Abonnement mensuel origine-destination',
            numSupport: '100000000006',
            libelleOrigine: 'Blois – Gare routière',
            libelleDestination: 'Cheverny – Château',
            ddv: today,
            dfv: today,
          }),
        ]}
      />,
    );
    expect(screen.getAllByText('Billet valable 30 minutes après l’achat')).toHaveLength(1);
    expect(screen.getByText('Carte n° 1000 0000 0006')).toBeTruthy();
  });

  it('show a reserved trip’s stops, line, Paris times and return leg, read as the back office wrote them', () => {
    render(
      <CartLines
        lines={[
          line({
            label: 'Plein tarif',
            libelleOrigine: 'Blois – Gare routière',
            libelleDestination: 'Cheverny – Château',
            libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
            dateDepart: '2026-11-26T18:00:00',
            dateArrivee: '2026-11-26T18:35:00',
            allerRetour: true,
            dateDepartRetour: '2026-11-27T23:40:00',
            dateArriveeRetour: '2026-11-28T00:15:00',
            libelleLigneRetour: 'Ligne 2 Blois – Romorantin-Lanthenay',
          }),
        ]}
      />,
    );
    const details = [...document.querySelectorAll('.cart-line__details dt, .cart-line__details dd')].map(
      (el) => el.textContent,
    );
    // Paris wall-clock times without an offset: never moved by the browser's time zone.
    // Issue 26 §2: each leg named, « Aller » and « Retour », with its stops and times.
    expect(details).toEqual([
      'Ligne',
      'Ligne 2 Blois – Romorantin-Lanthenay',
      'Aller',
      'Blois – Gare routière → Cheverny – Château, 26/11/2026 18:00 – 26/11/2026 18:35',
      'Retour',
      'Cheverny – Château → Blois – Gare routière, 27/11/2026 23:40 – 28/11/2026 00:15',
    ]);
  });

  it('say nothing of a card or a period on a shop line', () => {
    render(<CartLines lines={[line({ label: 'Porte-carte', ddv: null, dfv: null })]} />);
    expect(screen.queryByText(/Carte n°|Validité/)).toBeNull();
  });
});

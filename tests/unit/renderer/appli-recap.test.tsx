// The summary of a mobile ticket (issue 14, SPEC §2 "Summary", §4): nothing asked of the back office; the
// stored order, the cancelled payment, or nothing stored.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setMobileTicketAdapter } from '../../../src/renderer/src/api/mobileTicket';
import { day, providerOk, renderAppli } from './appli-provider';

const NBSP = /[\u00a0\u202f]/g;
const order = { idCommande: 'BM-000042', date: '2026-11-25T09:05:00.000Z', article: day };

beforeEach(() => {
  window.localStorage.setItem('cartType', 'appli');
  window.sessionStorage.setItem('mobileTicketProduct', JSON.stringify(day));
});

afterEach(() => setMobileTicketAdapter(undefined));

const open = async (path: string) => {
  const view = renderAppli(path, providerOk());
  await screen.findByRole('heading', { name: 'Récapitulatif de la commande' });
  return view;
};

describe('appli summary', () => {
  it('shows the stored purchase, where the ticket is, no PDF; the cart is empty afterwards', async () => {
    window.sessionStorage.setItem('mobileTicketOrder', JSON.stringify(order));
    const { calls, providerCalls } = await open('/recapitulatif');
    expect(await screen.findByText('Merci, votre paiement a été accepté.')).toBeTruthy();
    const page = screen.getByRole('main').textContent!.replace(NBSP, ' ');
    // 09:05 UTC is 10:05 in Paris.
    expect(page).toContain('Commande n° BM-000042 — du 25/11/2026 10:05');
    expect(page).toContain('Pass 24 heures10,41 €4,50 €');
    expect(page).toContain('Total payé4,50 €');
    expect(
      screen.getByText(
        'Votre billet est disponible dans votre application mobile, sur le compte utilisé pour l’acheter.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Télécharger/ })).toBeNull();
    expect(calls).toEqual([]);
    expect(providerCalls).toEqual([]);
    expect(window.sessionStorage.getItem('mobileTicketProduct')).toBeNull();
  });

  it('cancel=true: the payment failed, the product kept for another try', async () => {
    window.sessionStorage.setItem('mobileTicketOrder', JSON.stringify(order));
    const { calls } = await open('/recapitulatif?cancel=true');
    expect((await screen.findByRole('alert')).textContent).toBe('Échec du paiement…');
    expect(screen.queryByText(/BM-000042/)).toBeNull();
    expect(calls).toEqual([]);
    expect(window.sessionStorage.getItem('mobileTicketProduct')).not.toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['a damaged copy', '{"idCommande":"BM-1","date":"hier","article":{}}'],
  ])('%s: the summary is no longer available', async (_case, stored) => {
    if (stored) window.sessionStorage.setItem('mobileTicketOrder', stored);
    const { calls } = await open('/recapitulatif');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le récapitulatif immédiat de votre commande n’est plus disponible. Vous pouvez consulter le récapitulatif envoyé à l’adresse e-mail que vous aviez saisie.',
    );
    expect(calls).toEqual([]);
  });

  it('another cart type still asks the back office', async () => {
    window.localStorage.setItem('cartType', 'vpc');
    window.sessionStorage.setItem('mobileTicketOrder', JSON.stringify(order));
    const { calls } = await open('/recapitulatif?cancel=true');
    await screen.findByRole('alert');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /paiement/api/payment/cancel');
  });
});

// On-board payments (issue 15) for the screen sweeps: the summary opened on taps as the frame screen stores
// them (session storage), the back office's bound orders scripted in the page so the sweep sees a full
// table (with a pending debit) whatever the emulator's own data.
import { expect, type Page } from '@playwright/test';
import { COMMANDES_VALIDEUR_CB_PATH, type SmactTransaction } from '../../../src/shared/onboard-payments';

export const JUSTIFICATION_TITLE = 'Synthese de vos paiements a bord';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function taps(): SmactTransaction[] {
  return [
    { idTransSec: 'E2E-TS-1', date: daysAgo(20), montant: 250, remise: 0, refArchi: 'E2EARC1' },
    { idTransSec: 'E2E-TS-2', date: daysAgo(8), montant: 500, remise: 50, refArchi: 'E2EARC2' },
    {
      idTransSec: 'E2E-TS-3',
      date: daysAgo(1),
      montant: 250,
      remise: 0,
      refArchi: 'E2EARC3',
      debitEnAttente: true,
    },
  ];
}

/** /justification with three taps and their orders, the table shown. */
export async function openJustification(page: Page, frameUrl: string): Promise<void> {
  await page.addInitScript(
    ({ stored, url }) => {
      if (sessionStorage.getItem('onboardTaps')) return;
      sessionStorage.setItem('onboardTaps', JSON.stringify(stored));
      sessionStorage.setItem('onboardFrameUrl', url);
    },
    { stored: taps(), url: frameUrl },
  );
  await page.route(`**${COMMANDES_VALIDEUR_CB_PATH}?**`, (route) => {
    const asked = new URL(route.request().url()).searchParams.getAll('idTransSec');
    return route.fulfill({
      json: asked.map((numTransaction, index) => ({
        numTransaction,
        id: 9000 + index,
        cmdDate: daysAgo(1),
        prdCode: 'TU',
        prdLibelle: index === 1 ? 'Pass journée interurbain' : 'Ticket unité',
        quantite: 1,
        prixTTC: 250,
        prixHT: 227,
        tauxTVA: 1000,
      })),
    });
  });
  await page.goto('/justification');
  await expect(page.getByRole('table')).toBeVisible();
}

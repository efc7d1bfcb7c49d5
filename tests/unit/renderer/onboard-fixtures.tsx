// On-board payments (issue 15) as the tests meet them: taps the provider's framed page sends, the orders
// the back office binds to them, and the frame screen and summary rendered on the real route table with a
// scripted back office (reload-backoffice: the sagas' navigate wired as main.tsx wires it), preferences
// that allow the providers' origin, and a framed page that loads.
import type { Preferences } from '@shared/backoffice';
import type { KioskBridge } from '@shared/kiosk-bridge';
import {
  COMMANDES_VALIDEUR_CB_PATH,
  PDF_ACHAT_BORNE_PATH,
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
  type CardValidatorOrder,
  type ProofRequestItem,
  type SmactTransaction,
} from '@shared/onboard-payments';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import type { Answer, Routes } from './demandes-backoffice';
import { preferences, renderReload } from './reload-backoffice';

export const PROVIDER_ORIGIN = 'http://127.0.0.1:5181';
export const FRAME_URL = `${PROVIDER_ORIGIN}/fournisseur/transactions-cb/`;
export const FRAME_PATH = `/iframe?url=${encodeURIComponent(FRAME_URL)}`;
export const KEYS = { taps: 'onboardTaps', frameUrl: 'onboardFrameUrl' };

export const PREFERENCES: Preferences = {
  ...preferences,
  footer: { shopName: 'Agence commerciale Ligéo', lines: ['Gare routière', '41000 Blois'], links: [] },
  allowedOrigins: [PROVIDER_ORIGIN],
};

/** The clock of the tests that show the taps: their last 30 days run from 23 February 2026, 10:00 UTC. */
export const NOW = new Date('2026-03-25T10:00:00Z');

/** Three taps over three days of March 2026 (Paris time), the last one not debited yet. */
export const TAPS: SmactTransaction[] = [
  { idTransSec: 'TS-001', date: '2026-03-02T07:15:00Z', montant: 250, remise: 0, refArchi: 'ARC001' },
  { idTransSec: 'TS-002', date: '2026-03-09T16:40:00Z', montant: 500, remise: 50, refArchi: 'ARC002' },
  {
    idTransSec: 'TS-003',
    date: '2026-03-20T22:30:00Z',
    montant: 250,
    remise: 0,
    refArchi: 'ARC003',
    debitEnAttente: true,
  },
];

export const order = (
  id: number,
  numTransaction: string,
  overrides: Partial<CardValidatorOrder> = {},
): CardValidatorOrder => ({
  numTransaction,
  id,
  cmdDate: '2026-03-02T07:16:00Z',
  prdCode: 'TU',
  prdLibelle: 'Ticket unité',
  quantite: 1,
  prixTTC: 250,
  prixHT: 227,
  tauxTVA: 1000,
  ...overrides,
});

/** TS-002 paid two orders (two travellers' tickets); TS-001 and TS-003 one each. */
export const ORDERS: CardValidatorOrder[] = [
  order(5001, 'TS-001'),
  order(5002, 'TS-002', { prdLibelle: 'Ticket unité', quantite: 2, prixTTC: 450, prixHT: 409 }),
  order(5003, 'TS-002', {
    prdCode: 'SUP',
    prdLibelle: 'Supplément vélo',
    prixTTC: 0,
    prixHT: 0,
    tauxTVA: 550,
  }),
  order(5004, 'TS-003', { prdLibelle: 'Pass journée', prixTTC: 250, prixHT: 227 }),
];

/** What pdfAchatBorne is asked for the payment ARC002: its two orders, newest first, with the tap. */
export const ARC002_ITEMS: ProofRequestItem[] = [
  {
    idCommande: 5003,
    refPaiement: 'ARC002',
    dateRefPaiement: '2026-03-09T16:40:00Z',
    prixTtcRefPaiement: 500,
    montant: 0,
    remise: 50,
  },
  {
    idCommande: 5002,
    refPaiement: 'ARC002',
    dateRefPaiement: '2026-03-09T16:40:00Z',
    prixTtcRefPaiement: 500,
    montant: 450,
    remise: 50,
  },
];

export const message = (transactions: unknown[] = TAPS) => ({
  type: TRANSACTIONS_MESSAGE_TYPE,
  version: TRANSACTIONS_MESSAGE_VERSION,
  transactions,
});

export function storeTapsForTest(taps: unknown = TAPS, frameUrl: string | null = FRAME_URL): void {
  window.sessionStorage.setItem(KEYS.taps, JSON.stringify(taps));
  if (frameUrl !== null) window.sessionStorage.setItem(KEYS.frameUrl, frameUrl);
}

/** The back office answering the bound orders of the asked taps, and PDFs. */
export function onboardBackOffice(orders: CardValidatorOrder[] = ORDERS, pdf?: () => Answer): Routes {
  return {
    [`GET ${COMMANDES_VALIDEUR_CB_PATH}`]: (_body, url) => {
      const asked = new URL(url, 'http://localhost').searchParams.getAll('idTransSec');
      return [200, orders.filter((o) => asked.includes(o.numTransaction))];
    },
    [`POST ${PDF_ACHAT_BORNE_PATH}`]:
      pdf ?? (() => [200, new Blob(['%PDF-1.7 justificatif'], { type: 'application/pdf' })]),
  };
}

interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: unknown };
}

/** Framed pages load (happy-dom loads none by default, and fires `error`): a blank page answers. */
export function framesLoad(): void {
  const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>Transactions</title>', {
        headers: { 'content-type': 'text/html' },
      }),
  };
}

export function bridgeWith(printReceipt: KioskBridge['printReceipt']): KioskBridge {
  return {
    startPayment: async () => ({ status: 'error' }),
    cancelPayment: async () => ({ accepted: false, message: '' }),
    printReceipt,
    reload: async () => undefined,
    abilities: async () => ({ ok: false, message: 'Aucun contrôle dans ce test.' }) as never,
    info: async () => ({
      deviceId: 'borne-01',
      mode: 'kiosk',
      versions: {},
      idleTimeoutMs: 90_000,
      idleWarningMs: 30_000,
      camera: false,
      readerSide: 'below',
    }),
  };
}

/** The real route table with the portal's preferences allowing the providers' origin. */
export function renderOnboard(path: string, routes: Routes, app: Partial<AppState> = {}) {
  return renderReload(path, routes, {
    app,
    prepare: (store) => store.dispatch(preferencesLoaded(PREFERENCES)),
  });
}

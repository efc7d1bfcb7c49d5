// The kiosk's terminal screens (SPEC §1 "native payment start"): what each outcome says and offers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { useAppSelector } from '../../../src/renderer/src/app/hooks';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { TerminalStatus } from '../../../src/renderer/src/features/payment/kiosk/TerminalStatus';
import {
  fieldChanged,
  selectPayment,
  terminalAnswered,
  terminalStarted,
  type TerminalState,
} from '../../../src/renderer/src/features/payment/paymentSlice';
import type { DeviceInfo, PaymentOutcome, ReaderSide } from '@shared/kiosk-bridge';
import { paymentSaga } from '../../../src/renderer/src/features/payment/paymentSaga';
import { sessionStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { PAYMENT_MESSAGES } from '@shared/payment-messages';
import type { Language } from '../../../src/renderer/src/i18n/catalog';
import { LanguageContext } from '../../../src/renderer/src/i18n/language';

const DEVICE: DeviceInfo = {
  deviceId: 'borne-gare-01',
  mode: 'kiosk',
  versions: {},
  idleTimeoutMs: 90_000,
  idleWarningMs: 30_000,
  camera: false,
  readerSide: 'below',
};

afterEach(() => {
  delete window.kiosk;
  sessionStorage.clear();
});

/** As PaymentPage shows it: the terminal's state as the store holds it now. */
function ConnectedStatus() {
  const terminal = useAppSelector(selectPayment).terminal as TerminalState & { phase: 'waiting' };
  return <TerminalStatus terminal={terminal} />;
}

function show(
  outcome: PaymentOutcome | null,
  email?: string,
  readerSide?: ReaderSide,
  language: Language = 'fr',
) {
  const store = createAppStore({
    platform: 'kiosk',
    device: readerSide ? { ...DEVICE, readerSide } : null,
  });
  if (email) store.dispatch(fieldChanged({ field: 'email', value: email }));
  store.dispatch(terminalStarted({ orderId: 10001, amountCents: 2980 }));
  if (outcome) store.dispatch(terminalAnswered(outcome));
  render(
    <Provider store={store}>
      <LanguageContext.Provider value={language}>
        <MemoryRouter>
          <ConnectedStatus />
        </MemoryRouter>
      </LanguageContext.Provider>
    </Provider>,
  );
  return store;
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('terminal screens', () => {
  it('waiting: the instructions, the amount large, the reader pointed at, and only "Annuler le paiement"', () => {
    show(null);
    expect(screen.getByRole('heading', { name: 'Paiement sur le terminal' })).toBeTruthy();
    expect(
      screen.getByText(
        'Suivez les instructions du terminal de paiement : présentez, insérez ou glissez votre carte bancaire.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('29,80 €').closest('.terminal__amount--large')).toBeTruthy();
    expect(buttons()).toEqual(['Annuler le paiement']);
    // No device said otherwise: the reader is below the screen (the default of terminal.readerSide).
    expect(document.querySelector('.reader-pointer svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.reader-pointer')?.getAttribute('data-side')).toBe('below');
    expect(screen.getByText('Le terminal de paiement est sous l’écran.')).toBeTruthy();
  });

  it.each([
    ['left', 'Le terminal de paiement est à gauche de l’écran.'],
    ['right', 'Le terminal de paiement est à droite de l’écran.'],
  ] as const)('waiting: the pointer on the side the device names (%s)', (side, text) => {
    show(null, undefined, side);
    expect(document.querySelector('.reader-pointer')?.getAttribute('data-side')).toBe(side);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("'Annuler le paiement' asks main through the bridge, says its answer and keeps waiting", async () => {
    const cancelPayment = vi.fn(async () => ({
      accepted: false,
      message:
        'Ce terminal ne permet pas d’annuler depuis l’écran : appuyez sur la touche rouge du terminal, ou attendez qu’il réponde.',
    }));
    window.kiosk = {
      startPayment: vi.fn(),
      cancelPayment,
      printReceipt: vi.fn(),
      reload: vi.fn(),
      info: vi.fn(),
      abilities: vi.fn(),
    };
    sessionStore.set(
      STORAGE_KEYS.terminalPayment,
      JSON.stringify({ request: { idempotencyKey: 'commande-10001-abc' }, module: 'VPC' }),
    );
    const store = show(null);
    store.runFeatureSaga('payment', paymentSaga);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le paiement' }));
    await screen.findByText(
      'Ce terminal ne permet pas d’annuler depuis l’écran : appuyez sur la touche rouge du terminal, ou attendez qu’il réponde.',
    );
    expect(cancelPayment).toHaveBeenCalledWith({ idempotencyKey: 'commande-10001-abc' });
    // Asked once: the button goes, the page waits for the terminal's answer.
    expect(buttons()).toEqual([]);
    expect(selectPayment(store.getState()).terminal.phase).toBe('waiting');
  });

  it('approved: the thanks, the amount, the pay button stays locked', () => {
    const store = show({ status: 'approved', reference: 'A1', maskedPan: '**** 0003' });
    expect(screen.getByRole('heading', { name: 'Paiement accepté' })).toBeTruthy();
    expect(screen.getByText('Merci ! Votre récapitulatif de commande va s’afficher.')).toBeTruthy();
    expect(selectPayment(store.getState()).submitting).toBe(true);
    expect(selectPayment(store.getState()).terminal).toMatchObject({
      reference: 'A1',
      maskedPan: '**** 0003',
    });
  });

  it('declined: the SPEC refusal with the reason, retry or cancel; cancel ends the sale', async () => {
    const store = show({ status: 'declined', message: 'Carte refusée par la banque.' }, 'leo@exemple.fr');
    expect(screen.getByRole('heading', { name: 'Paiement refusé' })).toBeTruthy();
    expect(screen.getByText('Votre paiement a été refusé. Carte refusée par la banque.')).toBeTruthy();
    expect(buttons()).toEqual(['Annuler', 'Réessayer le paiement']);
    expect(selectPayment(store.getState()).submitting).toBe(false);
    expect(selectPayment(store.getState()).form.email).toBe('leo@exemple.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    // The end of customer: the customer's e-mail goes with every other state, not only the terminal's.
    await waitFor(() => expect(selectPayment(store.getState()).form.email).toBe(''));
    expect(selectPayment(store.getState()).terminal.phase).toBe('idle');
  });

  it('cancelled: nothing debited, retry or cancel', () => {
    show({ status: 'cancelled' });
    expect(screen.getByRole('heading', { name: 'Paiement annulé' })).toBeTruthy();
    expect(
      screen.getByText('Le paiement a été annulé sur le terminal. Aucun montant n’a été débité.'),
    ).toBeTruthy();
    expect(buttons()).toEqual(['Annuler', 'Réessayer le paiement']);
  });

  it('could not start: says nothing was debited, retry or cancel', () => {
    show({ status: 'error', message: 'Terminal injoignable.' });
    expect(screen.getByRole('heading', { name: 'Paiement impossible' })).toBeTruthy();
    expect(
      screen.getByText(
        'Le terminal de paiement n’a pas pu démarrer le paiement. Aucun montant n’a été débité. Terminal injoignable.',
      ),
    ).toBeTruthy();
  });

  it('unknown: never offers to pay again, gives the order number and only the way home', () => {
    const store = show({ status: 'unknown' });
    expect(screen.getByRole('heading', { name: 'Résultat du paiement inconnu' })).toBeTruthy();
    expect(screen.getByText(/Ne payez pas une seconde fois/)).toBeTruthy();
    expect(screen.getByText('10001')).toBeTruthy();
    expect(buttons()).toEqual(['Retour à l’accueil']);
    expect(selectPayment(store.getState()).submitting).toBe(true);
  });

  it('the outcome takes the focus, so a screen reader hears it', () => {
    show({ status: 'declined' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Paiement refusé' }));
  });

  it('in English, main’s reason in English too', () => {
    show({ status: 'declined', message: PAYMENT_MESSAGES.declined }, undefined, undefined, 'en');
    expect(screen.getByRole('heading', { name: 'Payment declined' })).toBeTruthy();
    expect(screen.getByText('Your payment has been declined. Payment declined by your bank.')).toBeTruthy();
  });

  it('in English, a reason main does not write is shown as sent', () => {
    show({ status: 'declined', message: 'Carte refusée par la banque.' }, undefined, undefined, 'en');
    expect(screen.getByText('Your payment has been declined. Carte refusée par la banque.')).toBeTruthy();
  });

  it('in English, why the payment could not start, saying once that nothing was debited', () => {
    show({ status: 'error', message: PAYMENT_MESSAGES.unreachable }, undefined, undefined, 'en');
    expect(
      screen.getByText('The payment terminal cannot be reached. No amount has been debited.', {
        exact: true,
      }),
    ).toBeTruthy();
  });

  it('a payment refused before it started says once that nothing was debited (issue 25 §1)', () => {
    show({ status: 'error', message: PAYMENT_MESSAGES.printingUnavailable });
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.split('Aucun montant n’a été débité').length).toBe(2);
    expect(
      screen.getByText(
        'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
        { exact: true },
      ),
    ).toBeTruthy();
  });

  it('a reason of main that does not say it keeps the could-not-start sentence before it', () => {
    show({ status: 'error', message: PAYMENT_MESSAGES.busy });
    expect(
      screen.getByText(
        'Le terminal de paiement n’a pas pu démarrer le paiement. Aucun montant n’a été débité. Un paiement est déjà en cours sur le terminal.',
        { exact: true },
      ),
    ).toBeTruthy();
  });

  it('in English, a basket main refused because the kiosk cannot print (issue 25 §1)', () => {
    show(
      {
        status: 'error',
        message:
          'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
      },
      undefined,
      undefined,
      'en',
    );
    expect(
      screen.getByText(
        'Printing unavailable on this kiosk: the payment was not started. No amount has been debited.',
        { exact: true },
      ),
    ).toBeTruthy();
  });

  it('in French, main’s reason as it says it', () => {
    show({ status: 'declined', message: PAYMENT_MESSAGES.declined });
    expect(screen.getByText('Votre paiement a été refusé. Paiement refusé par votre banque.')).toBeTruthy();
  });
});

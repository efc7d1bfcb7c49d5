// The kiosk's operator screen against a bridge double: the keypad sends the PIN typed, main's refusal is
// shown as it comes, the overview follows a correct PIN, 'Quitter' ends the session, and the screen
// closes by itself once main says the session is over.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorBridge, OperatorOverview } from '../../../src/shared/kiosk-bridge';
import { formatEuros } from '../../../src/shared/money';
import OperatorScreen, {
  OPERATOR_REFRESH_MS,
} from '../../../src/renderer/src/features/kiosk/operator/OperatorScreen';

const OVERVIEW: OperatorOverview = {
  terminal: 'unreachable',
  printer: { answered: true, paper: 'near-end', coverOpen: true, offline: false },
  backOfficeLastSuccessAt: '2026-11-27T13:30:00.000Z',
  warnings: ["Papier bientôt épuisé : remplacez le rouleau de l'imprimante."],
  journal: { pending: 1, unknown: 2, undeliveredReports: 3 },
  freeDiskBytes: 12_300_000_000,
  versions: { app: '0.1.0', configuration: '0123456789ab', configVersion: '2026.11-gare' },
  uptimeSeconds: 93_780,
  lastErrors: [
    { at: '2026-11-27T13:31:00.000Z', message: 'Réconciliation impossible : terminal injoignable' },
  ],
  unknownPayments: [],
};

function bridge(): OperatorBridge & { [K in keyof OperatorBridge]: ReturnType<typeof vi.fn> } {
  return {
    unlock: vi.fn(async ({ pin }: { pin: string }) =>
      pin === '4829'
        ? { ok: true as const }
        : { ok: false as const, message: 'Code incorrect : il reste 2 essais.', attemptsLeft: 2 },
    ),
    status: vi.fn(async () => ({ sessionOpen: true, lockedUntil: null })),
    overview: vi.fn(async () => ({ ok: true as const, overview: OVERVIEW })),
    checkTerminal: vi.fn(async () => ({ ok: false, message: 'Terminal de paiement injoignable.' })),
    leave: vi.fn(async () => undefined),
    testPrint: vi.fn(async () => ({
      ok: false,
      message: 'Impression impossible : plus de papier. Rien n’a été imprimé.',
    })),
    reprintLast: vi.fn(async () => ({ ok: false, message: 'Aucun reçu à réimprimer.' })),
    reloadConfiguration: vi.fn(async () => ({
      ok: true,
      message: 'Configuration rechargée (version 2026.12-gare).',
    })),
    restart: vi.fn(async () => ({
      ok: false,
      message: 'Un paiement est en cours : redémarrage refusé. Réessayez une fois le paiement terminé.',
    })),
    settlePayment: vi.fn(async () => ({ ok: false, message: 'Ce paiement a déjà été réglé.' })),
  };
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
function type(pin: string) {
  for (const digit of pin) press(digit);
  press('Valider');
}

afterEach(() => vi.useRealTimers());

describe('operator screen', () => {
  it('sends the PIN typed on the keypad, shows main’s refusal, then the overview; Quitter leaves', async () => {
    const operator = bridge();
    const onClose = vi.fn();
    render(<OperatorScreen bridge={operator} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Écran opérateur' })).toBeTruthy();
    type('1234');
    expect(await screen.findByText('Code incorrect : il reste 2 essais.')).toBeTruthy();
    expect(operator.unlock).toHaveBeenLastCalledWith({ pin: '1234' });
    press('4');
    press('9');
    press('Effacer');
    press('8');
    press('2');
    press('9');
    expect(screen.getByText('4 chiffres saisis')).toBeTruthy();
    press('Valider');
    await waitFor(() => expect(operator.unlock).toHaveBeenLastCalledWith({ pin: '4829' }));

    const terms = await screen.findAllByRole('term');
    const rows = terms.map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Terminal de paiement = Injoignable',
      'Imprimante = Papier bientôt épuisé · Capot ouvert',
      'Back office = Dernier appel réussi : 27/11/2026 14:30:00',
      'Journal des paiements = En attente d’issue : 1Issue inconnue : 2Comptes rendus non remis au back office : 3',
      `Espace disque libre = ${new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(12.3)}`,
      'Versions = Application : 0.1.0Configuration : 0123456789ab (version 2026.11-gare)',
      'En service depuis = 1 j 2 h 3 min',
    ]);
    expect(screen.getByText("Papier bientôt épuisé : remplacez le rouleau de l'imprimante.")).toBeTruthy();
    expect(screen.getByText('Réconciliation impossible : terminal injoignable')).toBeTruthy();

    press('Vérifier le terminal');
    expect(await screen.findByText('Terminal de paiement injoignable.')).toBeTruthy();
    expect(operator.checkTerminal).toHaveBeenCalledTimes(1);
    // The overview is read again after the action.
    await waitFor(() => expect(operator.overview).toHaveBeenCalledTimes(2));

    press('Quitter');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(operator.leave).toHaveBeenCalledTimes(1);
  });

  it('each action button asks main and shows its answer; the restart only after its confirmation', async () => {
    const operator = bridge();
    render(<OperatorScreen bridge={operator} onClose={vi.fn()} />);
    type('4829');
    await screen.findByText('Injoignable');
    const actions = screen.getByRole('group', { name: 'Actions sur la borne' });
    expect(Array.from(actions.querySelectorAll('button'), (button) => button.textContent)).toEqual([
      'Imprimer un test',
      'Réimprimer le dernier reçu',
      'Recharger la configuration',
      'Redémarrer l’application',
    ]);

    press('Imprimer un test');
    expect(
      await screen.findByText('Impression impossible : plus de papier. Rien n’a été imprimé.'),
    ).toBeTruthy();
    expect(operator.testPrint).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(operator.overview).toHaveBeenCalledTimes(2));

    press('Réimprimer le dernier reçu');
    expect(await screen.findByText('Aucun reçu à réimprimer.')).toBeTruthy();
    expect(operator.reprintLast).toHaveBeenCalledTimes(1);

    press('Recharger la configuration');
    expect(await screen.findByText('Configuration rechargée (version 2026.12-gare).')).toBeTruthy();
    expect(operator.reloadConfiguration).toHaveBeenCalledTimes(1);

    // The restart asks first; 'Annuler' asks main nothing.
    press('Redémarrer l’application');
    const confirm = await screen.findByRole('alertdialog', { name: 'Redémarrer l’application ?' });
    expect(confirm.textContent).toContain(
      'La borne se ferme puis redémarre : l’écran d’accueil revient dans quelques secondes.',
    );
    press('Annuler');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(operator.restart).not.toHaveBeenCalled();

    press('Redémarrer l’application');
    await screen.findByRole('alertdialog');
    press('Redémarrer');
    expect(
      await screen.findByText(
        'Un paiement est en cours : redémarrage refusé. Réessayez une fois le paiement terminé.',
      ),
    ).toBeTruthy();
    expect(operator.restart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes by itself once main ended the session, without asking main to leave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const operator = bridge();
    const onClose = vi.fn();
    render(<OperatorScreen bridge={operator} onClose={onClose} />);
    type('4829');
    await screen.findByText('Injoignable');
    operator.status.mockResolvedValue({ sessionOpen: false, lockedUntil: null });
    await act(() => vi.advanceTimersByTimeAsync(OPERATOR_REFRESH_MS));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(operator.leave).not.toHaveBeenCalled();
  });
});

describe('operator screen: settling an unknown payment', () => {
  const UNKNOWN = {
    key: 'k-unknown-1',
    orderId: '10001',
    amountCents: 1590,
    attemptedAt: '2026-11-27T13:15:05.000Z',
  };
  // Paris time; the amount as the kiosk writes euros (fr-FR's narrow no-break space).
  const PAYMENT = `27/11/2026 14:15:05 · ${formatEuros(15.9)} · commande 10001`;

  it('lists the payment, asks for the terminal’s journal, an outcome and a note, then sends them', async () => {
    const operator = bridge();
    operator.overview.mockResolvedValue({ ok: true, overview: { ...OVERVIEW, unknownPayments: [UNKNOWN] } });
    operator.settlePayment.mockResolvedValue({
      ok: true,
      message:
        'Paiement de la commande 10001 enregistré comme refusé : le compte rendu est transmis au back office.',
    });
    render(<OperatorScreen bridge={operator} onClose={vi.fn()} />);
    type('4829');
    const region = await screen.findByRole('region', { name: 'Paiements à l’issue inconnue' });
    await waitFor(() => expect(within(region).getByRole('listitem').textContent).toBe(`${PAYMENT}Régler`));
    press(`Régler : ${PAYMENT}`);
    expect(
      screen.getByText(
        'Consultez le journal du terminal de paiement pour ce paiement, puis reportez ce qu’il indique.',
      ),
    ).toBeTruthy();
    const record = screen.getByRole('button', { name: 'Enregistrer' });
    expect(record.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Refusé' }));
    // An outcome without a note is not enough.
    expect(record.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Note (obligatoire)'), {
      target: { value: 'Aucune transaction au journal du TPE' },
    });
    await waitFor(() => expect(record.hasAttribute('disabled')).toBe(false));
    press('Enregistrer');
    await waitFor(() =>
      expect(operator.settlePayment).toHaveBeenCalledWith({
        key: 'k-unknown-1',
        decision: 'declined',
        note: 'Aucune transaction au journal du TPE',
      }),
    );
    expect(
      await screen.findByText(
        'Paiement de la commande 10001 enregistré comme refusé : le compte rendu est transmis au back office.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(operator.overview).toHaveBeenCalledTimes(2));
  });

  it('no unknown payment: says so', async () => {
    render(<OperatorScreen bridge={bridge()} onClose={vi.fn()} />);
    type('4829');
    expect(await screen.findByText('Aucun paiement à régler.')).toBeTruthy();
  });
});

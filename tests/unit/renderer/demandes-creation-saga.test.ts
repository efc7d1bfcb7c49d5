// SPEC §2 "Request creation", §7, §8: forms and challenge on opening, pick-up points, the creation
// call with the captcha token in its query, and its errors.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, type Saga } from 'redux-saga';
import { httpError } from './http-error';
import * as api from '../../../src/renderer/src/api/forms';
import {
  loadChallenge,
  openAccess,
  loadPickupPoints,
  submitAccess,
} from '../../../src/renderer/src/features/demandes/creationSaga';
import {
  creationSlice,
  formChosen,
  initialCreationState,
  type CreationState,
} from '../../../src/renderer/src/features/demandes/creationSlice';
import { cardForm, pickupPoints } from './demandes-fixtures';

vi.mock('../../../src/renderer/src/api/forms');

type Action = { type: string; payload?: unknown };

async function run(saga: Saga, state: CreationState, ...args: unknown[]) {
  const dispatched: Action[] = [];
  let current = state;
  await runSaga(
    {
      dispatch: (action: Action) => {
        dispatched.push(action);
        current = creationSlice.reducer(current, action);
      },
      getState: () => ({ creation: current }),
    },
    saga,
    ...args,
  ).toPromise();
  return { dispatched, state: current };
}

const challenge = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', keyPrefix: '00' },
  signature: 's',
};
const companyForm = { id: 3, nom: 'Carte entreprise', listeIdRetrait: null };
const filled: CreationState = {
  ...initialCreationState,
  forms: [cardForm, companyForm],
  formsStatus: 'loaded',
  values: { nom: ' Morel ', prenom: 'Léa', email: 'lea.morel@exemple.fr ' },
  formId: 1,
  points: pickupPoints.donneeDeListes,
  pointsStatus: 'loaded',
  pointLabel: 'Agence de Blois',
  challenge: JSON.stringify(challenge),
  challengeStatus: 'loaded',
  captchaToken: 'eyJjaGFsbGVuZ2UiOnt9fQ==',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.getCaptchaChallenge).mockResolvedValue(challenge);
  vi.mocked(api.getVisibleForms).mockResolvedValue([cardForm, companyForm]);
  vi.mocked(api.getList).mockResolvedValue(pickupPoints);
  vi.mocked(api.createRequest).mockResolvedValue({ id: 58 });
});

describe('opening the page', () => {
  it('loads the visible forms and a captcha challenge for the widget', async () => {
    const { state } = await run(openAccess, { ...filled, sent: true });
    expect(api.getVisibleForms).toHaveBeenCalledTimes(1);
    expect(api.getCaptchaChallenge).toHaveBeenCalledTimes(1);
    expect(state.forms).toEqual([cardForm, companyForm]);
    expect(state.challenge).toBe(JSON.stringify(challenge));
    // A new visit starts afresh.
    expect(state.sent).toBe(false);
    expect(state.values).toEqual({ nom: '', prenom: '', email: '' });
    expect(state.formId).toBeNull();
  });

  it('chooses the only form, and says when there is none', async () => {
    vi.mocked(api.getVisibleForms).mockResolvedValueOnce([companyForm]);
    const { dispatched, state } = await run(openAccess, initialCreationState);
    expect(state.formId).toBe(3);
    expect(dispatched.some((a) => a.type === formChosen.type)).toBe(true);
    vi.mocked(api.getVisibleForms).mockResolvedValueOnce([]);
    const none = await run(openAccess, initialCreationState);
    expect(none.state.formsStatus).toBe('loaded');
    expect(none.state.forms).toEqual([]);
    expect(none.state.error).toBeNull();
  });

  it('a forms failure says the form is unavailable', async () => {
    vi.mocked(api.getVisibleForms).mockRejectedValueOnce(httpError(503));
    const { state } = await run(openAccess, initialCreationState);
    expect(state.formsStatus).toBe('failed');
    expect(state.error).toBe('Formulaire indisponible : veuillez réessayer ultérieurement.');
  });

  it('a challenge failure leaves no widget and says why', async () => {
    vi.mocked(api.getCaptchaChallenge).mockRejectedValueOnce(httpError(500));
    const { state } = await run(loadChallenge, filled);
    expect(state.challenge).toBeNull();
    expect(state.captchaToken).toBeNull();
    expect(state.error).toBe(
      'La vérification anti-robot est indisponible : veuillez réessayer ultérieurement.',
    );
  });
});

describe('pick-up points', () => {
  it('loads the withdrawal list of the chosen form', async () => {
    const chosen = creationSlice.reducer(filled, formChosen(1));
    expect(chosen.pointLabel).toBeNull();
    const { state } = await run(loadPickupPoints, chosen);
    expect(api.getList).toHaveBeenCalledWith(20);
    expect(state.points).toEqual(pickupPoints.donneeDeListes);
  });

  it('asks nothing for a form without a list', async () => {
    await run(loadPickupPoints, creationSlice.reducer(filled, formChosen(3)));
    expect(api.getList).not.toHaveBeenCalled();
  });

  it('a list failure says the form is unavailable', async () => {
    vi.mocked(api.getList).mockRejectedValueOnce(httpError(500));
    const { state } = await run(loadPickupPoints, creationSlice.reducer(filled, formChosen(1)));
    expect(state.error).toBe('Formulaire indisponible : veuillez réessayer ultérieurement.');
  });
});

describe('creating the request', () => {
  it('sends the requester, the form, the pick-up point and the captcha token', async () => {
    const { state } = await run(submitAccess, filled);
    expect(api.createRequest).toHaveBeenCalledWith(
      {
        demandeurNom: 'Morel',
        demandeurPrenom: 'Léa',
        demandeurEmail: 'lea.morel@exemple.fr',
        formulaireId: 1,
        demandeurPointRetraitLabel: 'Agence de Blois',
        demandeurPointRetraitInfo: '2 place de la Gare, 41000 Blois\nDu lundi au samedi',
        donneesDeDemandes: [],
      },
      'eyJjaGFsbGVuZ2UiOnt9fQ==',
    );
    expect(state.sent).toBe(true);
    expect(state.submitting).toBe(false);
  });

  it('sends no pick-up point for a form without a list', async () => {
    await run(submitAccess, { ...filled, formId: 3, points: [], pointLabel: null });
    expect(vi.mocked(api.createRequest).mock.calls[0]![0]).toEqual({
      demandeurNom: 'Morel',
      demandeurPrenom: 'Léa',
      demandeurEmail: 'lea.morel@exemple.fr',
      formulaireId: 3,
      donneesDeDemandes: [],
    });
  });

  it('sends nothing while the captcha is not solved or a field is invalid', async () => {
    await run(submitAccess, { ...filled, captchaToken: null });
    await run(submitAccess, { ...filled, values: { ...filled.values, email: 'lea' } });
    await run(submitAccess, { ...filled, pointLabel: null });
    expect(api.createRequest).not.toHaveBeenCalled();
  });

  it('shows the server message, then a new challenge replaces the used one', async () => {
    vi.mocked(api.createRequest).mockRejectedValueOnce(
      httpError(400, { messageError: 'La vérification anti-robot a échoué. Veuillez recommencer.' }),
    );
    const next = { ...challenge, signature: 'autre' };
    vi.mocked(api.getCaptchaChallenge).mockResolvedValueOnce(next);
    const { state } = await run(submitAccess, filled);
    expect(state.error).toBe('La vérification anti-robot a échoué. Veuillez recommencer.');
    expect(state.sent).toBe(false);
    expect(state.submitting).toBe(false);
    expect(state.captchaToken).toBeNull();
    expect(state.challenge).toBe(JSON.stringify(next));
    // What was typed stays.
    expect(state.values).toEqual(filled.values);
  });

  it.each([
    ['a failure without message', httpError(500)],
    ['an empty answer', null],
  ])('%s gives the creation error of SPEC §8', async (_case, outcome) => {
    if (outcome) vi.mocked(api.createRequest).mockRejectedValueOnce(outcome);
    else vi.mocked(api.createRequest).mockResolvedValueOnce('');
    const { state } = await run(submitAccess, filled);
    expect(state.error).toBe('Une erreur est survenue lors de la création de votre demande d’accès.');
    expect(state.sent).toBe(false);
  });
});

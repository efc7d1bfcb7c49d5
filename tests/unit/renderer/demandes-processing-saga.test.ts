// SPEC §4 and §8: the request by its guid, then documents one by one before the request itself.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, type Saga } from 'redux-saga';
import type { AccessRequest } from '@shared/access-requests';
import { httpError } from './http-error';
import * as api from '../../../src/renderer/src/api/forms';
import { readBase64 } from '../../../src/renderer/src/features/demandes/base64';
import { clearChosenFiles, keepChosenFile } from '../../../src/renderer/src/features/demandes/chosenFiles';
import { sortedSections } from '../../../src/renderer/src/features/demandes/dataItems';
import { openRequest, sendRequest } from '../../../src/renderer/src/features/demandes/processingSaga';
import {
  initialProcessingState,
  processingSlice,
  type ProcessingState,
} from '../../../src/renderer/src/features/demandes/processingSlice';
import { requestOpened } from '../../../src/renderer/src/features/demandes/processingActions';
import { cardForm, situations, SITUATION_LIST, waitingRequest } from './demandes-fixtures';

vi.mock('../../../src/renderer/src/api/forms');
vi.mock('../../../src/renderer/src/features/demandes/base64', () => ({
  readBase64: vi.fn(async (file: File) => `base64:${file.name}`),
}));

type Action = { type: string; payload?: unknown };

/** Runs a saga against a real processing reducer; returns the actions and the final state. */
async function run(saga: Saga, state: ProcessingState, ...args: unknown[]) {
  const dispatched: Action[] = [];
  let current = state;
  await runSaga(
    {
      dispatch: (action: Action) => {
        dispatched.push(action);
        current = processingSlice.reducer(current, action);
      },
      getState: () => ({ processing: current }),
    },
    saga,
    ...args,
  ).toPromise();
  return { dispatched, state: current };
}

const form = { ...cardForm, sections: sortedSections(cardForm) };
const filled: ProcessingState = {
  ...initialProcessingState,
  phase: 'ready',
  guid: waitingRequest.guid!,
  request: waitingRequest,
  form,
  lists: { [SITUATION_LIST]: situations.donneeDeListes },
  values: { 110: 'Morel', 112: '14/07/1989', 113: 'Salarié' },
  files: {
    140: { name: 'domicile.pdf', size: 3, type: 'application/pdf' },
    141: { name: 'scolarite.png', size: 3, type: 'image/png' },
  },
};
const home = new File(['%PDF'], 'domicile.pdf', { type: 'application/pdf' });
const school = new File(['PNG'], 'scolarite.png', { type: 'image/png' });

const order = (...fns: ((...args: never[]) => unknown)[]) =>
  fns.flatMap((fn) => vi.mocked(fn).mock.invocationCallOrder);

beforeEach(() => {
  vi.clearAllMocks();
  clearChosenFiles();
  keepChosenFile(140, home);
  keepChosenFile(141, school);
  vi.mocked(api.uploadDocument).mockResolvedValue();
  vi.mocked(api.updateRequest).mockResolvedValue();
});

describe('sending the processing form', () => {
  it('uploads each document one by one, in field order, then PUTs the request with its data', async () => {
    const { state } = await run(sendRequest, filled);
    const fields = form.sections!.find((s) => s.nom === 'Pièces justificatives')!.champs;
    expect(vi.mocked(api.uploadDocument).mock.calls).toEqual([
      [
        57,
        {
          documentDTO: { donnees: 'base64:domicile.pdf', donneesContentType: 'application/pdf' },
          champDTO: fields[0],
          section: 'Pièces justificatives',
        },
      ],
      [
        57,
        {
          documentDTO: { donnees: 'base64:scolarite.png', donneesContentType: 'image/png' },
          champDTO: fields[1],
          section: 'Pièces justificatives',
        },
      ],
    ]);
    expect(api.updateRequest).toHaveBeenCalledWith({
      ...waitingRequest,
      donneesDeDemandes: [
        {
          label: 'Nom',
          section: 'Titulaire de la carte',
          tagExport: 'TITAN_NOM',
          type: 'TEXTE',
          valeur: 'Morel',
          valExport: 'Morel',
        },
        {
          label: 'Date de naissance',
          section: 'Titulaire de la carte',
          tagExport: null,
          type: 'DATE',
          valeur: '14/07/1989',
          valExport: '1989-07-14',
        },
        {
          label: 'Situation',
          section: 'Titulaire de la carte',
          tagExport: null,
          type: 'TEXTE',
          valeur: 'Salarié',
          valExport: 'SAL',
        },
      ],
    });
    const [first, second, put] = order(api.uploadDocument, api.updateRequest);
    expect(first! < second! && second! < put!).toBe(true);
    expect(state.phase).toBe('sent');
    expect(state.saving).toBe(false);
  });

  it('does not start the second upload before the first one answered', async () => {
    let finishFirst!: () => void;
    vi.mocked(api.uploadDocument).mockImplementationOnce(
      () => new Promise<void>((resolve) => (finishFirst = resolve)),
    );
    const sending = run(sendRequest, filled);
    await vi.waitFor(() => expect(api.uploadDocument).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.uploadDocument).toHaveBeenCalledTimes(1);
    finishFirst();
    const { state } = await sending;
    expect(api.uploadDocument).toHaveBeenCalledTimes(2);
    expect(state.phase).toBe('sent');
  });

  it('a failed upload stops before the PUT; 413 says the file is too large', async () => {
    vi.mocked(api.uploadDocument).mockRejectedValueOnce(httpError(413, { messageError: 'Trop gros.' }));
    const { state } = await run(sendRequest, filled);
    expect(api.uploadDocument).toHaveBeenCalledTimes(1);
    expect(api.updateRequest).not.toHaveBeenCalled();
    expect(state.sendError).toBe('Fichier trop volumineux');
    expect(state.saving).toBe(false);
    expect(state.phase).toBe('ready');
  });

  it('other upload failures show the server message, else the generic one', async () => {
    vi.mocked(api.uploadDocument).mockRejectedValueOnce(
      httpError(400, { messageError: 'Type de fichier refusé.' }),
    );
    expect((await run(sendRequest, filled)).state.sendError).toBe('Type de fichier refusé.');
    vi.mocked(api.uploadDocument).mockRejectedValueOnce(httpError(500));
    expect((await run(sendRequest, filled)).state.sendError).toBe(
      'Une erreur s’est produite. Veuillez réessayer ultérieurement',
    );
    expect(api.updateRequest).not.toHaveBeenCalled();
  });

  it('a failed PUT shows its message; a retry does not send again the documents already received', async () => {
    vi.mocked(api.updateRequest).mockRejectedValueOnce(httpError(400, { messageError: 'Demande invalide.' }));
    const first = await run(sendRequest, filled);
    expect(first.state.sendError).toBe('Demande invalide.');
    expect(first.state.uploaded).toEqual({ 140: true, 141: true });
    vi.clearAllMocks();
    const second = await run(sendRequest, first.state);
    expect(api.uploadDocument).not.toHaveBeenCalled();
    expect(api.updateRequest).toHaveBeenCalledTimes(1);
    expect(second.state.phase).toBe('sent');
  });

  it('an invalid form sends nothing and shows every error', async () => {
    const { state, dispatched } = await run(sendRequest, {
      ...filled,
      values: { ...filled.values, 112: '32/13/1989' },
      files: {},
    });
    expect(api.uploadDocument).not.toHaveBeenCalled();
    expect(api.updateRequest).not.toHaveBeenCalled();
    expect(readBase64).not.toHaveBeenCalled();
    expect(dispatched.map((a) => a.type)).toEqual(['processing/sendRefused']);
    expect(state.invalidAttempts).toBe(1);
    expect(Object.keys(state.touched).map(Number).sort()).toEqual([110, 111, 112, 113, 114, 115, 140, 141]);
  });
});

describe('opening the link', () => {
  const openGuid = async (guid: string) =>
    (await run(openRequest, initialProcessingState, requestOpened(guid))).state;

  it('loads the request, its form (sorted) and its lists', async () => {
    vi.mocked(api.getRequest).mockResolvedValue(waitingRequest);
    vi.mocked(api.getForm).mockResolvedValue(cardForm);
    vi.mocked(api.getList).mockResolvedValue(situations);
    const state = await openGuid('9b1c2d3e-guid');
    expect(api.getRequest).toHaveBeenCalledWith('9b1c2d3e-guid');
    expect(api.getForm).toHaveBeenCalledWith(1);
    expect(vi.mocked(api.getList).mock.calls).toEqual([[SITUATION_LIST]]);
    expect(state.phase).toBe('ready');
    expect(state.form!.sections!.map((s) => s.nom)).toEqual([
      'Titulaire de la carte',
      'Pièces justificatives',
    ]);
    expect(state.lists).toEqual({ [SITUATION_LIST]: situations.donneeDeListes });
  });

  it('404 is an expired link', async () => {
    vi.mocked(api.getRequest).mockRejectedValue(httpError(404, { messageError: 'Introuvable.' }));
    expect((await openGuid('perime')).phase).toBe('expired');
  });

  it('other lookup failures say the request cannot be fetched', async () => {
    vi.mocked(api.getRequest).mockRejectedValue(httpError(500));
    const state = await openGuid('x');
    expect(state.phase).toBe('failed');
    expect(state.loadError).toBe('Impossible de récupérer la demande. Veuillez réessayer plus tard.');
  });

  it.each(['A_TRAITER', 'VALIDEE', 'REFUSEE', 'CARTE_DISPONIBLE'] as const)(
    'status %s is already being processed: the form is not loaded',
    async (statut) => {
      vi.mocked(api.getRequest).mockResolvedValue({ ...waitingRequest, statut } as AccessRequest);
      expect((await openGuid('x')).phase).toBe('processed');
      expect(api.getForm).not.toHaveBeenCalled();
    },
  );

  it('a form or list failure says the form is unavailable', async () => {
    vi.mocked(api.getRequest).mockResolvedValue(waitingRequest);
    vi.mocked(api.getForm).mockResolvedValue(cardForm);
    vi.mocked(api.getList).mockRejectedValue(httpError(503));
    const state = await openGuid('x');
    expect(state.phase).toBe('failed');
    expect(state.loadError).toBe('Formulaire indisponible : veuillez réessayer ultérieurement.');
  });
});

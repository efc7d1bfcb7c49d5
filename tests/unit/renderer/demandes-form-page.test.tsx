// /demandes/formulaire/:guid as a requester sees it (SPEC §2 "Request processing", §4, §5, §8).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_SIZE_LIMIT_BYTES } from '@shared/access-requests';
import { renderPage, type Routes } from './demandes-backoffice';
import { cardForm, situations, waitingRequest } from './demandes-fixtures';

const PATH = '/demandes/formulaire/9b1c2d3e-guid';

const backOffice = (extra: Routes = {}): Routes => ({
  'GET /formulaire/api/demande/9b1c2d3e-guid': () => [200, waitingRequest],
  'GET /formulaire/api/formulaire/1': () => [200, cardForm],
  'GET /formulaire/api/liste/21': () => [200, situations],
  'POST /formulaire/api/demande/57/document': () => [201, { id: 1 }],
  'PUT /formulaire/api/demande/57': () => [200, { ...waitingRequest, statut: 'A_TRAITER' }],
  ...extra,
});

const pdf = (name = 'domicile.pdf', size?: number) =>
  new File([size ? new Uint8Array(size) : '%PDF-1.4'], name, { type: 'application/pdf' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Nom/), 'Morel');
  await user.type(screen.getByLabelText(/^Date de naissance \(JJ\/MM\/AAAA\)/), '14/07/1989');
  await user.selectOptions(screen.getByLabelText(/^Situation/), 'Salarié');
  await user.upload(screen.getByLabelText(/^Justificatif de domicile/), pdf());
}

describe('/demandes/formulaire/:guid', () => {
  it('shows the form: title, description, sections and fields in position order, widths, file limits', async () => {
    renderPage(PATH, backOffice());
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de carte Ligéo' })).toBeTruthy();
    expect(screen.getByText('Votre carte nominative.')).toBeTruthy();
    // The page's sections (the header's language switch is a group too).
    const sections = within(screen.getByRole('main')).getAllByRole('group');
    expect(sections.map((s) => s.querySelector('legend')!.textContent)).toEqual([
      'Titulaire de la carte',
      'Pièces justificatives',
    ]);
    const labels = (section: HTMLElement) =>
      [...section.querySelectorAll('label')].map((l) => l.textContent!.replace(/ \*$/, ''));
    expect(labels(sections[0]!)).toEqual([
      'Nom',
      'Prénom',
      'Date de naissance (JJ/MM/AAAA)',
      'Situation',
      'Code postal',
      'Adresse e-mail',
    ]);
    // Each document field: its label, then its button-like label « Choisir un fichier » (French control).
    expect(labels(sections[1]!)).toEqual([
      'Justificatif de domicile (PDF, JPG ou PNG, moins de 10 Mo)',
      'Choisir un fichier',
      'Certificat de scolarité (PDF, JPG ou PNG, moins de 10 Mo)',
      'Choisir un fichier',
    ]);
    expect(screen.getByText('PDF, JPG ou PNG.')).toBeTruthy();
    const name = screen.getByLabelText(/^Nom/);
    expect(name.closest('.field')!.className).toContain('request-field--half');
    expect(screen.getByLabelText(/^Code postal/).closest('.field')!.className).toContain(
      'request-field--full',
    );
    expect(name.getAttribute('maxlength')).toBe('36');
    expect(screen.getByLabelText(/^Prénom/).getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText(/^Code postal/).getAttribute('maxlength')).toBe('5');
    expect(screen.getByLabelText(/^Adresse e-mail/).getAttribute('maxlength')).toBe('127');
    expect(screen.getByLabelText(/^Date de naissance/).getAttribute('maxlength')).toBe('10');
    const situation = screen.getByLabelText(/^Situation/) as HTMLSelectElement;
    expect([...situation.options].map((o) => o.text)).toEqual(['Choisissez…', 'Étudiant', 'Salarié']);
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeTruthy();
  });

  it('uploads the document, then sends the request with its data, and says what follows', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(PATH, backOffice());
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Code postal/), '41a000');
    expect(screen.getByLabelText(/^Code postal/)).toHaveProperty('value', '41000');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

    expect(await screen.findByText('Votre demande de carte a été enregistrée.')).toBeTruthy();
    expect(screen.getByText('Vous allez recevoir un e-mail de confirmation.')).toBeTruthy();
    expect(
      screen.getByText(
        'Un autre e-mail vous sera envoyé lorsque votre carte sera disponible au point de retrait « Agence de Blois ».',
      ),
    ).toBeTruthy();
    const sent = calls.filter((c) => c.method !== 'GET');
    expect(sent.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /formulaire/api/demande/57/document',
      'PUT /formulaire/api/demande/57',
    ]);
    expect(sent[0]!.body).toMatchObject({
      documentDTO: { donnees: btoa('%PDF-1.4'), donneesContentType: 'application/pdf' },
      champDTO: { id: 140, label: 'Justificatif de domicile', type: 'Fichier' },
      section: 'Pièces justificatives',
    });
    expect((sent[1]!.body as { donneesDeDemandes: unknown[] }).donneesDeDemandes).toEqual([
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
      {
        label: 'Code postal',
        section: 'Titulaire de la carte',
        tagExport: 'TITAN_CODE_POSTAL',
        type: 'ENTIER',
        valeur: '41000',
        valExport: '41000',
      },
    ]);
  });

  it('says a renewal was recorded, and without a pick-up point that an e-mail follows the validation', async () => {
    const user = userEvent.setup();
    const renewal = { ...waitingRequest, renouvellement: true, demandeurPointRetraitLabel: null };
    renderPage(PATH, backOffice({ 'GET /formulaire/api/demande/9b1c2d3e-guid': () => [200, renewal] }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Votre demande de renouvellement a été enregistrée.')).toBeTruthy();
    expect(
      screen.getByText('Un autre e-mail vous sera envoyé lorsque votre demande aura été validée.'),
    ).toBeTruthy();
  });

  it('sends nothing while a required field is missing, and shows and focuses the errors', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(PATH, backOffice());
    await user.type(await screen.findByLabelText(/^Date de naissance/), '31/13/1989');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(screen.getByText('La date doit être au format JJ/MM/AAAA.')).toBeTruthy();
    expect(screen.getByText('Veuillez joindre un fichier.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Nom/)));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses a file of 10 MB or more, or of another type, at once', async () => {
    const user = userEvent.setup();
    renderPage(PATH, backOffice());
    const input = (await screen.findByLabelText(/^Justificatif de domicile/)) as HTMLInputElement;
    await user.upload(input, pdf('gros.pdf', FILE_SIZE_LIMIT_BYTES));
    expect(within(input.closest('.field') as HTMLElement).getByText('Fichier trop volumineux')).toBeTruthy();
    expect(input.files).toHaveLength(0);
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByText('Seuls les fichiers PDF, JPG ou PNG sont acceptés.')).toBeTruthy();
  });

  it('a 413 on the upload says the file is too large and sends no request', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      PATH,
      backOffice({ 'POST /formulaire/api/demande/57/document': () => [413, { messageError: 'Trop gros.' }] }),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fichier trop volumineux');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('other send errors show the server message, else the generic one', async () => {
    const user = userEvent.setup();
    let answer: [number, unknown?] = [400, { messageError: 'Les données de la demande sont invalides.' }];
    renderPage(PATH, backOffice({ 'PUT /formulaire/api/demande/57': () => answer }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les données de la demande sont invalides.');
    answer = [500];
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Une erreur s’est produite. Veuillez réessayer ultérieurement',
      ),
    );
  });

  it('an expired link (404) offers a new request', async () => {
    renderPage(PATH, backOffice({ 'GET /formulaire/api/demande/9b1c2d3e-guid': () => [404] }));
    expect(await screen.findByText('Le lien de votre demande a expiré.')).toBeTruthy();
    // In the banner, a live region whose text shows just after it (ui/Alert.tsx).
    const renew = await screen.findByRole('link', { name: 'Effectuer une nouvelle demande' });
    expect(renew.getAttribute('href')).toBe('/demandes/access');
    expect(screen.getByRole('heading', { level: 1, name: 'Saisir une demande' })).toBeTruthy();
  });

  it('another lookup failure says the request cannot be fetched', async () => {
    renderPage(PATH, backOffice({ 'GET /formulaire/api/demande/9b1c2d3e-guid': () => [500] }));
    expect(
      await screen.findByText('Impossible de récupérer la demande. Veuillez réessayer plus tard.'),
    ).toBeTruthy();
  });

  it('a request past A_CONFIRMER is already being processed', async () => {
    const { calls } = renderPage(
      PATH,
      backOffice({
        'GET /formulaire/api/demande/9b1c2d3e-guid': () => [200, { ...waitingRequest, statut: 'A_TRAITER' }],
      }),
    );
    expect(await screen.findByText('La demande est déjà en cours de traitement.')).toBeTruthy();
    expect(calls.some((c) => c.url.startsWith('/formulaire/api/formulaire/'))).toBe(false);
  });
});

// Issue 10 §3: on the station kiosk the processing form renders no file input (a tap would open the OS
// Open dialog, a way out of the kiosk onto the device's files). Each document becomes a note saying where
// it can be given instead; a form needing documents cannot be sent from the kiosk, and says where to
// finish it; a form whose documents are all optional can be sent without them.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Form, FormField } from '@shared/access-requests';
import type { Preferences } from '@shared/backoffice';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { Platform } from '../../../src/renderer/src/platform/bridge';
import { FileField } from '../../../src/renderer/src/features/demandes/FileField';
import { renderPage, type Routes } from './demandes-backoffice';
import { cardForm, situations, waitingRequest } from './demandes-fixtures';

const PATH = '/demandes/formulaire/9b1c2d3e-guid';

const footer: Preferences['footer'] = {
  shopName: 'Agence commerciale Ligéo',
  lines: ['12 place de la Gare', '41000 Blois', 'Du lundi au samedi, de 7 h 30 à 19 h'],
  links: [],
};

/** The card form with its documents all optional. */
const optionalDocuments: Form = {
  ...cardForm,
  sections: cardForm.sections!.map((section) => ({
    ...section,
    champs: section.champs.map((f) => (f.type === 'Fichier' ? { ...f, requis: false } : f)),
  })),
};

const backOffice = (form: Form): Routes => ({
  'GET /formulaire/api/demande/9b1c2d3e-guid': () => [200, waitingRequest],
  'GET /formulaire/api/formulaire/1': () => [200, form],
  'GET /formulaire/api/liste/21': () => [200, situations],
  'POST /formulaire/api/demande/57/document': () => [201, { id: 1 }],
  'PUT /formulaire/api/demande/57': () => [200, { ...waitingRequest, statut: 'A_TRAITER' }],
});

function onKiosk(form: Form, withFooter = true) {
  const view = renderPage(PATH, backOffice(form), { platform: 'kiosk' });
  if (withFooter) view.store.dispatch(preferencesLoaded({ footer } as Preferences));
  return view;
}

const fileInputs = () => document.querySelectorAll('input[type="file"]');
const page = () => screen.getByRole('main');

const NOTE =
  'Ce document ne peut pas être joint depuis la borne. Remettez-le à l’agence commerciale, ou joignez-le plus tard depuis le lien reçu par e-mail, sur un téléphone ou un ordinateur.';

describe('/demandes/formulaire/:guid on the kiosk', () => {
  it('with required documents: no file input, no send button, says it cannot be sent here and where to finish it', async () => {
    const { calls } = onKiosk(cardForm);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demande de carte Ligéo' })).toBeTruthy();
    const notice = await screen.findByRole('alert');
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Cette demande ne peut pas être envoyée depuis la borne : elle demande des pièces justificatives, qui ne peuvent pas être jointes ici.',
      'Pour la terminer, ouvrez le lien reçu par e-mail sur un téléphone ou un ordinateur, ou présentez-vous avec vos pièces justificatives à l’agence commerciale :',
      'Agence commerciale Ligéo',
    ]);
    expect([...notice.querySelectorAll('address span')].map((line) => line.textContent)).toEqual(
      footer.lines,
    );
    // The notice is a live region whose text shows just after it (ui/Alert.tsx).
    const documents = await screen.findByRole('list', { name: 'Pièces justificatives à fournir' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Justificatif de domicile – obligatoire', 'Certificat de scolarité – facultatif']);
    expect(fileInputs()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).toBeNull();
    // Nothing to type that could not be sent: no field of the form is offered.
    expect(within(page()).queryAllByRole('textbox')).toEqual([]);
    // The screen's main action, in the band below the page (issue 24 §7).
    const band = await screen.findByRole('region', { name: 'Actions de la page' });
    expect((await within(band).findByRole('link', { name: 'Retour à l’accueil' })).getAttribute('href')).toBe(
      '/home',
    );
    expect(within(page()).queryByRole('link', { name: 'Retour à l’accueil' })).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('with optional documents only: a note for each, no file input, and the rest is sent without them', async () => {
    const user = userEvent.setup();
    const { calls } = onKiosk(optionalDocuments);
    expect(
      await screen.findByText(
        'Les pièces justificatives ne peuvent pas être jointes depuis la borne. Vous pouvez envoyer votre demande sans elles ; une fois envoyée, elle ne pourra plus être complétée depuis le lien reçu par e-mail.',
      ),
    ).toBeTruthy();
    const notes = [...document.querySelectorAll<HTMLElement>('.kiosk-document')];
    expect(notes.map((n) => n.querySelector('.kiosk-document__name')!.textContent)).toEqual([
      'Justificatif de domicile',
      'Certificat de scolarité',
    ]);
    for (const note of notes) {
      expect(within(note).getByText(NOTE)).toBeTruthy();
      expect(within(note).getByText('Agence commerciale Ligéo')).toBeTruthy();
      expect([...note.querySelectorAll('address span')].map((l) => l.textContent)).toEqual(footer.lines);
    }
    expect(fileInputs()).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Nom/), 'Morel');
    await user.type(screen.getByLabelText(/^Date de naissance \(JJ\/MM\/AAAA\)/), '14/07/1989');
    await user.selectOptions(screen.getByLabelText(/^Situation/), 'Salarié');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Votre demande de carte a été enregistrée.')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /formulaire/api/demande/57',
    ]);
  });

  it('without the preferences the notes still say where, without an address', async () => {
    onKiosk(optionalDocuments, false);
    const note = (await screen.findAllByText(NOTE))[0]!.closest('.kiosk-document')!;
    expect(note.querySelector('address')).toBeNull();
    expect(fileInputs()).toHaveLength(0);
  });

  it('the web and the counter PC keep the file inputs', async () => {
    for (const platform of ['web', 'counter'] as const) {
      const { unmount } = renderPage(PATH, backOffice(cardForm), { platform });
      expect(await screen.findByLabelText(/^Justificatif de domicile/)).toHaveProperty('type', 'file');
      expect(fileInputs()).toHaveLength(2);
      unmount();
    }
  });
});

describe('FileField', () => {
  const field: FormField = {
    id: 140,
    nom: 'domicile',
    label: 'Justificatif de domicile',
    type: 'Fichier',
    requis: true,
    taille: 1,
    position: 1,
    tagExport: null,
    listeId: null,
  };

  function renderField(platform: Platform) {
    const store = createAppStore({ platform });
    store.dispatch(preferencesLoaded({ footer } as Preferences));
    return render(
      <Provider store={store}>
        <FileField field={field} chosen={undefined} error={null} className="request-field--full" />
      </Provider>,
    );
  }

  it('renders no file input on the kiosk, whoever calls it', () => {
    const { container } = renderField('kiosk');
    expect(container.querySelectorAll('input')).toHaveLength(0);
    expect(within(container).getByText(NOTE)).toBeTruthy();
  });

  it('renders its file input elsewhere', () => {
    const { container } = renderField('web');
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1);
  });
});

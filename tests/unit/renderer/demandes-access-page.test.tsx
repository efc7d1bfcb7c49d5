// /demandes/access as a requester sees it (SPEC §2 "Request creation", §5, §8): exact texts, the
// button's rule, the captcha widget's answer, and the creation call.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, type Routes } from './demandes-backoffice';
import { cardForm, pickupPoints } from './demandes-fixtures';

const challenge = {
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: 'ab',
    salt: 'cd',
    keyPrefix: '00',
    cost: 1,
    keyLength: 32,
  },
  signature: 's',
};
const companyForm = { id: 3, nom: 'Carte entreprise', description: null, listeIdRetrait: null };

const backOffice = (extra: Routes = {}): Routes => ({
  'GET /formulaire/api/formulaires/byPage': () => [200, [cardForm, companyForm]],
  'GET /formulaire/api/liste/20': () => [200, pickupPoints],
  'GET /formulaire/api/captcha/challenge': () => [200, challenge],
  'POST /formulaire/api/demande': () => [201, { id: 58 }],
  ...extra,
});

const submit = () => screen.getByRole('button', { name: 'Valider la demande d’accès' });
/** Locked with aria-disabled: the button stays in the Tab order and its description says what is missing. */
const locked = () => submit().getAttribute('aria-disabled') === 'true';
const missingText = () => {
  const id = submit().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

/** What the ALTCHA widget tells the page once its proof of work is done. */
async function solveCaptcha(payload = 'eyJzb2x1dGlvbiI6e319') {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('widget absent');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

async function fillRequester(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nom/), 'Morel');
  await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
  await user.type(screen.getByLabelText(/^Adresse e-mail de contact/), 'lea.morel@exemple.fr');
}

describe('/demandes/access', () => {
  it('creates a request once every field, the pick-up point and the captcha are done', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('/demandes/access', backOffice());
    expect(await screen.findByRole('heading', { level: 1, name: 'Effectuer une demande' })).toBeTruthy();
    const subject = await screen.findByLabelText(/^Objet de la demande/);
    expect([...(subject as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choisissez…',
      'Demande de carte Ligéo',
      'Carte entreprise',
    ]);
    // The widget gets the challenge the saga fetched (it fetches nothing itself) and speaks French.
    const widget = await waitFor(() => document.querySelector('altcha-widget')!);
    expect(widget.challenge).toBe(JSON.stringify(challenge));
    expect(widget.language).toBe('fr-fr');
    expect(locked()).toBe(true);
    expect(missingText()).toBe(
      'Pour valider, complétez : Nom, Prénom, Adresse e-mail de contact, Objet de la demande, Vérification anti-robot.',
    );

    await fillRequester(user);
    await user.selectOptions(subject, 'Demande de carte Ligéo');
    const point = await screen.findByLabelText(/^Point de retrait/);
    await user.selectOptions(point, 'Agence de Blois');
    expect(screen.getByText(/2 place de la Gare, 41000 Blois/)).toBeTruthy();
    expect(locked()).toBe(true);
    expect(missingText()).toBe('Pour valider, complétez : Vérification anti-robot.');

    await solveCaptcha();
    await waitFor(() => expect(locked()).toBe(false));
    expect(missingText()).toBeNull();
    await user.click(submit());

    expect(await screen.findByText('Un lien d’accès vous a été envoyé.')).toBeTruthy();
    expect(
      screen.getByText(
        'Vous allez recevoir un e-mail contenant un lien pour compléter le formulaire détaillé de votre demande. Ce formulaire reste disponible pendant 24h.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/home');
    const creation = calls.filter((c) => c.method === 'POST');
    expect(creation).toEqual([
      {
        method: 'POST',
        url: '/formulaire/api/demande?tokenCaptcha=eyJzb2x1dGlvbiI6e319',
        body: {
          demandeurNom: 'Morel',
          demandeurPrenom: 'Léa',
          demandeurEmail: 'lea.morel@exemple.fr',
          formulaireId: 1,
          demandeurPointRetraitLabel: 'Agence de Blois',
          demandeurPointRetraitInfo: '2 place de la Gare, 41000 Blois\nDu lundi au samedi',
          donneesDeDemandes: [],
        },
      },
    ]);
  });

  it('auto-selects the only form and asks no pick-up point when it has no list', async () => {
    renderPage(
      '/demandes/access',
      backOffice({ 'GET /formulaire/api/formulaires/byPage': () => [200, [companyForm]] }),
    );
    const subject = (await screen.findByLabelText(/^Objet de la demande/)) as HTMLSelectElement;
    await waitFor(() => expect(subject.value).toBe('3'));
    expect(screen.queryByLabelText(/^Point de retrait/)).toBeNull();
  });

  it('shows French errors once a field is left, and keeps the button locked', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage('/demandes/access', backOffice());
    const name = await screen.findByLabelText(/^Nom/);
    expect(screen.queryByText('Veuillez saisir votre nom.')).toBeNull();
    await user.click(name);
    await user.tab();
    expect(screen.getByText('Veuillez saisir votre nom.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Adresse e-mail de contact/), 'lea.morel@');
    expect(screen.getByText('L’adresse e-mail n’est pas valide.')).toBeTruthy();
    expect(screen.getByLabelText(/^Nom/).getAttribute('maxlength')).toBe('255');
    expect(screen.getByLabelText(/^Adresse e-mail de contact/).getAttribute('maxlength')).toBe('254');
    await solveCaptcha();
    expect(locked()).toBe(true);
    expect(missingText()).toBe(
      'Pour valider, complétez : Nom, Prénom, Adresse e-mail de contact, Objet de la demande.',
    );
    await user.click(submit());
    expect(calls.filter((c) => c.url.includes('/formulaire/api/demande'))).toEqual([]);
  });

  it('says when no request can be made', async () => {
    renderPage('/demandes/access', backOffice({ 'GET /formulaire/api/formulaires/byPage': () => [200, []] }));
    expect(await screen.findByText('Vous ne pouvez pas effectuer de demande pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider la demande d’accès' })).toBeNull();
  });

  it.each([
    ['forms', { 'GET /formulaire/api/formulaires/byPage': () => [503] as [number] }],
    ['pick-up points', { 'GET /formulaire/api/liste/20': () => [500] as [number] }],
  ])('a %s failure says the form is unavailable', async (what, failing) => {
    const user = userEvent.setup();
    renderPage('/demandes/access', backOffice(failing));
    if (what === 'pick-up points') {
      await user.selectOptions(
        await screen.findByLabelText(/^Objet de la demande/),
        'Demande de carte Ligéo',
      );
    }
    expect(
      await screen.findByText('Formulaire indisponible : veuillez réessayer ultérieurement.'),
    ).toBeTruthy();
  });

  it.each([
    [
      [400, { messageError: 'La vérification anti-robot a échoué. Veuillez recommencer.' }],
      'La vérification anti-robot a échoué. Veuillez recommencer.',
    ],
    [[500], 'Une erreur est survenue lors de la création de votre demande d’accès.'],
  ] as const)('a refused creation shows %j → “%s” and asks for a new captcha', async (answer, text) => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      '/demandes/access',
      backOffice({ 'POST /formulaire/api/demande': () => [...answer] as [number, unknown] }),
    );
    await user.selectOptions(await screen.findByLabelText(/^Objet de la demande/), 'Carte entreprise');
    await fillRequester(user);
    await solveCaptcha();
    await waitFor(() => expect(locked()).toBe(false));
    fireEvent.click(submit());
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url.includes('captcha/challenge'))).toHaveLength(2));
    expect(locked()).toBe(true);
    expect(screen.getByLabelText(/^Nom/)).toHaveProperty('value', 'Morel');
  });
});

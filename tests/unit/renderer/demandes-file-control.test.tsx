// The document fields' file control in French (issue 11): the browser's own control says "Choose File /
// No file chosen". The native input stays (keyboard, screen readers, setInputFiles) but is visually
// hidden; a label styled as a button says « Choisir un fichier », and the chosen file's name or
// « Aucun fichier choisi » is shown and announced.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_SIZE_LIMIT_BYTES } from '@shared/access-requests';
import { renderPage, type Routes } from './demandes-backoffice';
import { cardForm, situations, waitingRequest } from './demandes-fixtures';

const PATH = '/demandes/formulaire/9b1c2d3e-guid';
const backOffice: Routes = {
  'GET /formulaire/api/demande/9b1c2d3e-guid': () => [200, waitingRequest],
  'GET /formulaire/api/formulaire/1': () => [200, cardForm],
  'GET /formulaire/api/liste/21': () => [200, situations],
};

const pdf = (name: string, size?: number) =>
  new File([size ? new Uint8Array(size) : '%PDF-1.4'], name, { type: 'application/pdf' });

/** The texts the ids of an ARIA attribute point at, in order. */
const textsOf = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

async function homeProof() {
  renderPage(PATH, backOffice);
  const input = (await screen.findByLabelText(/^Justificatif de domicile/)) as HTMLInputElement;
  const field = input.closest('.field') as HTMLElement;
  return { input, field };
}

describe('the French file control of a document field', () => {
  it('keeps the native input, visually hidden but focusable, named by its label and « Choisir un fichier »', async () => {
    const { input, field } = await homeProof();
    expect(input.type).toBe('file');
    expect(input.className).toContain('visually-hidden');
    expect(input.hidden).toBe(false);
    expect(input.tabIndex).toBe(0);
    expect(input.required).toBe(true);
    expect(textsOf(input, 'aria-labelledby')).toEqual([
      'Justificatif de domicile (PDF, JPG ou PNG, moins de 10 Mo) *',
      'Choisir un fichier',
    ]);
    // The button the customer sees is a label of the input: a click on it opens the chooser.
    const button = within(field).getByText('Choisir un fichier');
    expect(button.tagName).toBe('LABEL');
    expect(button.getAttribute('for')).toBe(input.id);
    expect(button.className).toContain('button');
  });

  it('says « Aucun fichier choisi », then the chosen file’s name, announced and describing the input', async () => {
    const user = userEvent.setup();
    const { input, field } = await homeProof();
    const status = within(field).getByText('Aucun fichier choisi');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(textsOf(input, 'aria-describedby')).toEqual(['Aucun fichier choisi']);
    await user.upload(input, pdf('facture.pdf'));
    expect(status.textContent).toBe('Fichier choisi : facture.pdf');
    expect(textsOf(input, 'aria-describedby')).toEqual(['Fichier choisi : facture.pdf']);
  });

  it('a refused file leaves « Aucun fichier choisi » and its reason, both describing the input', async () => {
    const user = userEvent.setup();
    const { input, field } = await homeProof();
    await user.upload(input, pdf('facture.pdf'));
    await user.upload(input, pdf('gros.pdf', FILE_SIZE_LIMIT_BYTES));
    expect(within(field).getByText('Aucun fichier choisi')).toBeTruthy();
    expect(textsOf(input, 'aria-describedby')).toEqual(['Fichier trop volumineux', 'Aucun fichier choisi']);
  });

  it('is one stop of the keyboard: Tab reaches the input, the next Tab the next field', async () => {
    const user = userEvent.setup();
    const { input } = await homeProof();
    const inputs = screen.getAllByLabelText(/\(PDF, JPG ou PNG, moins de 10 Mo\)/);
    expect(inputs).toHaveLength(2);
    (screen.getByLabelText(/^Adresse e-mail/) as HTMLInputElement).focus();
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.tab();
    expect(document.activeElement).toBe(inputs[1]);
  });
});

// @ts-check
// Script of the contactless-transactions provider's page (a static file of the providers' origin, the
// only script its policy allows). It checks the card typed (also on the page's keypad: a kiosk's own
// keyboard cannot type into another origin's frame), asks this origin's API for the card's taps of the
// last 30 days (the number in a POST body, never a URL, never stored, the fields cleared after), then
// hands the records to the portal that frames the page: window.parent.postMessage to the portal's exact
// origin, never '*'. Framed, it also tells the portal its content's height whenever it changes, so the
// portal makes the frame that tall (no scroll inside the frame). Not framed, it lists the trips itself.
// Everything is written with textContent.

/** @typedef {{ idTransSec?: unknown, date?: unknown, montant?: unknown, remise?: unknown, refArchi?: unknown, debitEnAttente?: unknown }} TapRecord */

const MESSAGES = {
  numberFormat: 'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
  numberInvalid: 'Le numéro de carte n’est pas valide : vérifiez chaque chiffre.',
  expiryFormat: 'La date d’expiration doit être au format MM/AA (par exemple 12/29).',
  expiryPast: 'Cette carte est expirée : saisissez une carte en cours de validité.',
  failed: 'La recherche n’a pas abouti. Veuillez réessayer.',
  searching: 'Recherche en cours…',
};

/**
 * @template {HTMLElement} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
function element(id, type) {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`Élément manquant : ${id}`);
  return found;
}

/** @param {string} digits */
function luhnValid(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** @param {string} value @returns {string | null} the problem, or null */
function numberProblem(value) {
  if (!/^[\d ]*$/.test(value)) return MESSAGES.numberFormat;
  const digits = value.replace(/ /g, '');
  if (digits.length < 13 || digits.length > 19) return MESSAGES.numberFormat;
  return luhnValid(digits) ? null : MESSAGES.numberInvalid;
}

/** "1229" is read as "12/29". @param {string} value */
const normalisedExpiry = (value) =>
  /^\d{4}$/.test(value) ? `${value.slice(0, 2)}/${value.slice(2)}` : value;

/** @param {string} value @returns {string | null} */
function expiryProblem(value) {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return MESSAGES.expiryFormat;
  const today = new Date();
  const expires = (2000 + Number(match[2])) * 12 + Number(match[1]);
  return expires < today.getFullYear() * 12 + today.getMonth() + 1 ? MESSAGES.expiryPast : null;
}

/** @param {unknown} value @returns {value is TapRecord} */
const isRecord = (value) => typeof value === 'object' && value !== null;

/** A record with every field of SPEC §3: the list shows only those. @param {unknown} record @returns {record is TapRecord} */
const isComplete = (record) =>
  isRecord(record) &&
  typeof record.idTransSec === 'string' &&
  typeof record.date === 'string' &&
  typeof record.montant === 'number' &&
  typeof record.remise === 'number' &&
  typeof record.refArchi === 'string';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const parisParts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "14/03/2026 07:42", Paris time. @param {string} iso */
function dateTime(iso) {
  const parts = parisParts.formatToParts(new Date(iso));
  const part = (/** @type {Intl.DateTimeFormatPartTypes} */ type) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** @param {number} count @param {string} what */
const plural = (count, what) => `${count} ${what}${count > 1 ? 's' : ''}`;

function start() {
  const body = document.body;
  const portalOrigins = (body.dataset.originesPortail ?? '').split(' ').filter(Boolean);
  const messageType = body.dataset.typeMessage ?? '';
  const messageVersion = Number(body.dataset.versionMessage);
  const api = body.dataset.api ?? '';
  const heightType = body.dataset.typeHauteur ?? '';
  const heightVersion = Number(body.dataset.versionHauteur);

  const form = element('recherche', HTMLFormElement);
  const number = element('numero-carte', HTMLInputElement);
  const expiry = element('expiration', HTMLInputElement);
  const submit = element('rechercher', HTMLButtonElement);
  const status = element('statut', HTMLElement);
  const failure = element('echec', HTMLElement);
  const trips = element('trajets', HTMLElement);
  const list = element('liste-trajets', HTMLUListElement);
  const keypadTarget = element('pave-cible', HTMLElement);

  /** The field the keypad types into: the last one focused. */
  let target = number;

  /** @param {HTMLInputElement} input @param {string | null} problem */
  function showProblem(input, problem) {
    element(`${input.id}-erreur`, HTMLElement).textContent = problem ?? '';
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  /** Digits grouped as a card shows them (4 by 4), or as MM/AA. @param {HTMLInputElement} input @param {string} digits */
  function write(input, digits) {
    input.value =
      input === number
        ? (digits.slice(0, 19).match(/.{1,4}/g) ?? []).join(' ')
        : digits.length > 2
          ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}`
          : digits;
  }

  /** @param {HTMLInputElement} input */
  function typeInto(input) {
    target = input;
    keypadTarget.textContent = input === number ? 'Numéro de la carte bancaire' : 'Date d’expiration';
  }

  for (const input of [number, expiry]) input.addEventListener('focus', () => typeInto(input));

  for (const key of document.querySelectorAll('[data-touche]')) {
    if (!(key instanceof HTMLButtonElement)) continue;
    // A touch or a click on a key keeps the focus (and the caret) in the field being typed.
    key.addEventListener('pointerdown', (event) => event.preventDefault());
    key.addEventListener('click', () => {
      const digits = target.value.replace(/\D/g, '');
      const pressed = key.dataset.touche ?? '';
      if (pressed === 'effacer') write(target, digits.slice(0, -1));
      else if (pressed === 'vider') write(target, '');
      else write(target, digits + pressed);
      showProblem(target, null);
    });
  }

  /** The card leaves the page whatever the answer; the keypad is ready for the next one. */
  function forgetCard() {
    number.value = '';
    expiry.value = '';
    typeInto(number);
  }

  /** @param {string} text */
  function fail(text) {
    status.textContent = '';
    failure.textContent = text;
    tellHeight();
  }

  /** Where a message goes. Chromium names the framing origin: to it alone when it is the portal's.
   * Elsewhere, once to each of the portal's origins: the browser drops a message whose origin is not the
   * frame's. */
  function portalTargets() {
    const ancestors = window.location.ancestorOrigins;
    const first = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
    return first !== undefined && portalOrigins.includes(first) ? [first] : portalOrigins;
  }

  /** The last height told, so that the same one is not told twice. */
  let toldHeight = 0;

  /** Framed: tells the portal how tall the content is (the bottom of the body and its margin). */
  function tellHeight() {
    if (window.parent === window) return;
    const margin = parseFloat(getComputedStyle(body).marginBottom) || 0;
    const height = Math.ceil(body.getBoundingClientRect().bottom + window.scrollY + margin);
    if (!(height > 0) || height === toldHeight) return;
    toldHeight = height;
    const message = { type: heightType, version: heightVersion, height };
    for (const origin of portalTargets()) window.parent.postMessage(message, origin);
  }

  /** @param {unknown[]} records */
  function handOver(records) {
    const message = { type: messageType, version: messageVersion, transactions: records };
    for (const origin of portalTargets()) window.parent.postMessage(message, origin);
    status.textContent =
      records.length === 0
        ? 'Aucun trajet sur les 30 derniers jours : le portail en est informé.'
        : `${plural(records.length, 'trajet')} transmis au portail.`;
  }

  /** @param {unknown[]} records */
  function showTrips(records) {
    const complete = records.filter(isComplete);
    list.replaceChildren(
      ...complete.map((record) => {
        const item = document.createElement('li');
        const parts = [dateTime(String(record.date)), euros.format(Number(record.montant) / 100)];
        if (Number(record.remise) > 0) parts.push(`remise ${euros.format(Number(record.remise) / 100)}`);
        item.textContent = parts.join(' – ') + (record.debitEnAttente === true ? ' (débit en attente)' : '');
        return item;
      }),
    );
    trips.hidden = complete.length === 0;
    status.textContent =
      complete.length === 0
        ? 'Aucun trajet sur les 30 derniers jours.'
        : `${plural(complete.length, 'trajet')} sur les 30 derniers jours. Ouvrez cette page depuis le portail Ligéo pour télécharger vos justificatifs.`;
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    // A new search: nothing of the last one stays on screen.
    failure.textContent = '';
    status.textContent = '';
    trips.hidden = true;
    list.replaceChildren();
    expiry.value = normalisedExpiry(expiry.value.trim());
    const problems = /** @type {const} */ ([
      [number, numberProblem(number.value.trim())],
      [expiry, expiryProblem(expiry.value)],
    ]);
    for (const [input, problem] of problems) showProblem(input, problem);
    tellHeight();
    const invalid = problems.find(([, problem]) => problem !== null);
    if (invalid) {
      invalid[0].focus();
      return;
    }
    const search = { numeroCarte: number.value.trim(), expiration: expiry.value };
    submit.disabled = true;
    status.textContent = MESSAGES.searching;
    try {
      const response = await fetch(api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(search),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      forgetCard();
      /** @type {{ transactions?: unknown, messageError?: unknown } | null} */
      const answer = await response.json().catch(() => null);
      const records = answer?.transactions;
      if (!response.ok || !Array.isArray(records)) {
        fail(typeof answer?.messageError === 'string' ? answer.messageError : MESSAGES.failed);
        return;
      }
      if (window.parent !== window) handOver(records);
      else showTrips(records);
    } catch {
      forgetCard();
      fail(MESSAGES.failed);
    } finally {
      submit.disabled = false;
    }
  });

  tellHeight();
  // Errors shown, fonts loaded, a window resized: the content's height changes with them.
  if (typeof ResizeObserver === 'function') new ResizeObserver(() => tellHeight()).observe(body);
  window.addEventListener('load', tellHeight);
}

start();

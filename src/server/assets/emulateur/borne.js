// @ts-check
// /emulateur/borne: fits the 1080 × 1920 kiosk frame to the window, sends the fault buttons' actions
// (JSON: a cross-site form cannot post it) and shows the printed receipts, read again every second.
// Everything is written with textContent.

/** @typedef {{ lines: string[], qrCodes: { data: string, image: string }[] }} ReceiptView */

/**
 * @template {Element} T
 * @param {string} selector
 * @param {new () => T} type
 * @returns {T}
 */
function element(selector, type) {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`Élément manquant : ${selector}`);
  return found;
}

const screenBox = element('[data-borne-ecran]', HTMLDivElement);
const frame = element('[data-borne-ecran] iframe', HTMLIFrameElement);
const state = element('[data-borne-etat]', HTMLParagraphElement);
const receipts = element('[data-borne-recus]', HTMLDivElement);
let shown = '';

/** Matches borne.css: below 40rem the panel goes under the screen, which may then take the whole width. */
const stacked = window.matchMedia('(max-width: 40rem)');

/** The kiosk's 1080 × 1920 screen, scaled to the window's height and to the width it may take (60 %
 * beside the panel, the page's content width when stacked). */
function fit() {
  const top = screenBox.getBoundingClientRect().top + window.scrollY;
  const main = screenBox.parentElement ?? document.body;
  const style = getComputedStyle(main);
  const contentWidth = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const width = stacked.matches ? contentWidth - 4 : window.innerWidth * 0.6;
  const scale = Math.max(0.2, Math.min((window.innerHeight - top - 16) / 1920, width / 1080, 1));
  frame.style.transform = `scale(${scale})`;
  screenBox.style.width = `${Math.round(1080 * scale)}px`;
  screenBox.style.height = `${Math.round(1920 * scale)}px`;
}

/** @param {string} text */
function paragraph(text) {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}

/** @param {ReceiptView[]} list the latest first */
function render(list) {
  const key = JSON.stringify(list);
  if (key === shown) return;
  shown = key;
  receipts.replaceChildren();
  if (list.length === 0) {
    receipts.append(paragraph('Aucun reçu imprimé.'));
    return;
  }
  list.forEach((receipt, index) => {
    const article = document.createElement('article');
    article.className = 'borne-demo__recu';
    article.setAttribute('aria-label', `Reçu ${list.length - index}`);
    const text = document.createElement('pre');
    text.textContent = receipt.lines.join('\n');
    article.append(text);
    for (const code of receipt.qrCodes) {
      const image = document.createElement('img');
      image.src = code.image;
      image.alt = `QR code du billet ${code.data.split(';')[0]}`; // a seat’s code also holds its day
      image.width = 160;
      image.height = 160;
      article.append(image);
    }
    receipts.append(article);
  });
}

async function refresh() {
  try {
    const response = await fetch('/emulateur/borne/recus', { cache: 'no-store' });
    if (response.ok) {
      const list = /** @type {unknown} */ (await response.json());
      if (Array.isArray(list)) render(/** @type {ReceiptView[]} */ (list));
    }
  } catch {
    // The emulator stopped: the panel keeps what it showed.
  }
  setTimeout(() => void refresh(), 1000);
}

/** @param {string} action */
async function act(action) {
  state.textContent = '';
  try {
    const response = await fetch('/emulateur/borne/actions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    });
    const answer = /** @type {{ message?: string, messageError?: string }} */ (await response.json());
    state.textContent = answer.message ?? answer.messageError ?? '';
  } catch {
    state.textContent = 'L’émulateur ne répond pas.';
  }
}

for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', () => void act(button.getAttribute('data-action') ?? ''));
}
window.addEventListener('resize', fit);
fit();
void refresh();

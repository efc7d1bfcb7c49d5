// The page the portal frames: the traveller types the card used on board (with an on-page keypad, since
// a kiosk's own keyboard cannot type into another origin's frame), its script asks this origin's API
// and hands the records to the portal by postMessage. What the script must know (the portal's origins,
// the messages' types and versions, the API) is given here in data attributes: the page is rendered per
// request, the script stays a static file of this origin.
import {
  FRAME_HEIGHT_MESSAGE_TYPE,
  FRAME_HEIGHT_MESSAGE_VERSION,
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
} from '../../../shared/onboard-payments';
import { escapeHtml, STYLESHEET_PATH } from '../pages';
import { TRANSACTIONS_PATHS } from './api';

export const PAGE_TITLE = 'Vos paiements sans contact à bord';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

function field(id: string, name: string, label: string, hint: string, maxLength: number): string {
  return `        <div class="champ">
          <label for="${id}">${label}</label>
          <span id="${id}-aide" class="aide">${hint}</span>
          <input id="${id}" name="${name}" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
            maxlength="${maxLength}" aria-describedby="${id}-aide ${id}-erreur" required />
          <p id="${id}-erreur" class="erreur" role="alert"></p>
        </div>`;
}

/** `portalOrigins`: who may frame the page and receive its message (the frame-ancestors list). */
export function transactionsPage(portalOrigins: readonly string[]): string {
  const keys = KEYS.map((key) => `<button type="button" data-touche="${key}">${key}</button>`).join('');
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${PAGE_TITLE} – Ligéo</title>
    <link rel="stylesheet" href="${STYLESHEET_PATH}" />
    <link rel="stylesheet" href="${TRANSACTIONS_PATHS.stylesheet}" />
    <script src="${TRANSACTIONS_PATHS.script}" defer></script>
  </head>
  <body
    data-origines-portail="${escapeHtml(portalOrigins.join(' '))}"
    data-type-message="${escapeHtml(TRANSACTIONS_MESSAGE_TYPE)}"
    data-version-message="${TRANSACTIONS_MESSAGE_VERSION}"
    data-type-hauteur="${escapeHtml(FRAME_HEIGHT_MESSAGE_TYPE)}"
    data-version-hauteur="${FRAME_HEIGHT_MESSAGE_VERSION}"
    data-api="${TRANSACTIONS_PATHS.search}"
  >
    <header><p>Relevé des paiements sans contact (émulateur du prestataire)</p></header>
    <main>
      <h1>${PAGE_TITLE}</h1>
      <p>Saisissez la carte bancaire présentée au valideur pour retrouver vos trajets des 30 derniers jours. Son numéro n’est pas conservé.</p>
      <form id="recherche" method="post" action="${TRANSACTIONS_PATHS.search}" novalidate autocomplete="off">
${field('numero-carte', 'numeroCarte', 'Numéro de la carte bancaire', '13 à 19 chiffres, espaces permis', 23)}
${field('expiration', 'expiration', 'Date d’expiration (MM/AA)', 'Par exemple 12/29', 5)}
        <div class="pave" role="group" aria-labelledby="pave-titre">
          <p id="pave-titre" class="aide">Pavé numérique : écrit dans <span id="pave-cible">Numéro de la carte bancaire</span></p>
          <div class="touches">${keys}<button type="button" data-touche="effacer">Effacer</button><button type="button" data-touche="0">0</button><button type="button" data-touche="vider">Tout effacer</button></div>
        </div>
        <p class="envoi"><button type="submit" id="rechercher">Rechercher mes trajets</button></p>
      </form>
      <p id="statut" role="status"></p>
      <p id="echec" role="alert"></p>
      <section id="trajets" aria-labelledby="trajets-titre" hidden>
        <h2 id="trajets-titre">Vos trajets des 30 derniers jours</h2>
        <ul id="liste-trajets"></ul>
        <p>Pour télécharger vos justificatifs, ouvrez cette page depuis le portail Ligéo («&nbsp;Justificatifs de paiement à bord&nbsp;»).</p>
      </section>
    </main>
  </body>
</html>`;
}

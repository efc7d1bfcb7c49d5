// The emulator's mailbox page (always on, for a person following the flow): the e-mails the back
// office would have sent, newest first, links clickable. Plain HTML, no script or inline style (CSP).
import type { FastifyInstance } from 'fastify';
import { formatDateTimeFr } from '../../shared/dates';
import { escapeHtml } from '../providers/pages';
import type { Outbox, OutboxMail } from './outbox';

export const OUTBOX_PAGE_PATH = '/emulateur/courriels';

const URL_IN_TEXT = /(https?:\/\/[^\s<>"]+)/;

/** One line of text, escaped, its web addresses made links. */
const linkify = (line: string) =>
  line
    .split(URL_IN_TEXT)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');

/** Paragraphs at blank lines, line breaks kept. */
const body = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `        <p>${paragraph.split('\n').map(linkify).join('<br />\n')}</p>`)
    .join('\n');

function mail(entry: OutboxMail): string {
  const link = entry.link
    ? `\n          <dt>Lien</dt><dd><a href="${escapeHtml(entry.link)}">${escapeHtml(entry.link)}</a></dd>`
    : '';
  return `      <article aria-labelledby="courriel-${entry.id}">
        <h2 id="courriel-${entry.id}">${escapeHtml(entry.subject)}</h2>
        <dl class="recapitulatif">
          <dt>Destinataire</dt><dd>${escapeHtml(entry.to)}</dd>
          <dt>Envoyé le</dt><dd>${escapeHtml(formatDateTimeFr(entry.date))}</dd>${link}
        </dl>
${body(entry.text)}
      </article>`;
}

export function outboxPage(mails: readonly OutboxMail[]): string {
  const list = mails.length
    ? mails.map(mail).join('\n      <hr />\n')
    : '      <p>Aucun courriel n’a encore été envoyé.</p>';
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Courriels envoyés – émulateur du back office</title>
    <link rel="stylesheet" href="/externe/page.css" />
  </head>
  <body>
    <header><p>Émulateur du back office Ligéo</p></header>
    <main>
      <h1>Courriels envoyés</h1>
      <p>Les courriels que le back office aurait envoyés, du plus récent au plus ancien. Rechargez la page pour voir les nouveaux.</p>
${list}
    </main>
  </body>
</html>`;
}

export function registerOutboxPage(app: FastifyInstance, outbox: Outbox): void {
  app.get(OUTBOX_PAGE_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(outboxPage(outbox.list())),
  );
}

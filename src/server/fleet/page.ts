// The emulator's fleet page (always on, like the mailbox): one row per registered kiosk with what its
// last OTLP reports said, and « Muette depuis … » once it missed three reports. Plain HTML, every value
// escaped, no script or inline style (CSP); dates in Paris time.
import type { FastifyInstance } from 'fastify';
import { formatDateTimeFr } from '../../shared/dates';
import {
  DEFAULT_REPORT_INTERVAL_MS,
  type PaperState,
  type TerminalState,
} from '../../shared/fleet-telemetry';
import type { DeviceRegistry } from '../kiosk/devices';
import { escapeHtml } from '../providers/pages';
import type { Fleet, KioskHealth } from './fleet';

export const FLEET_PAGE_PATH = '/emulateur/bornes';

const PAPER: Record<PaperState, string> = {
  ok: 'Normal',
  'near-end': 'Bientôt épuisé',
  out: 'Épuisé',
  'cover-open': 'Capot ouvert',
  offline: 'Imprimante hors ligne',
};
const TERMINAL: Record<TerminalState, string> = { ok: 'Joignable', unreachable: 'Injoignable' };
const UNKNOWN = 'Inconnu';

/** « le 22/11/2026 à 10:05 » (Paris). */
function onDay(date: Date): string {
  const [day, time] = formatDateTimeFr(date).split(' ');
  return `le ${day} à ${time}`;
}

/** « 2 j 3 h », « 1 h 05 min », « 4 min ». */
function duration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  if (hours >= 24) return `${Math.floor(hours / 24)} j ${hours % 24} h`;
  if (hours >= 1) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${minutes} min`;
}

function version(health: KioskHealth | undefined): string {
  if (!health?.appVersion) return 'Inconnue';
  return health.configVersion
    ? `${health.appVersion} (configuration ${health.configVersion})`
    : health.appVersion;
}

function state(health: KioskHealth | undefined, silentSince: Date | null): string {
  if (!health) return 'Aucun rapport reçu';
  return silentSince ? `Muette depuis ${onDay(silentSince)}` : 'Active';
}

const count = (value: number | undefined) => (value === undefined ? UNKNOWN : String(value));

function row(deviceId: string, health: KioskHealth | undefined, silentSince: Date | null): string {
  const cells = [
    health ? formatDateTimeFr(health.lastReportAt) : 'Aucun',
    health?.paper ? PAPER[health.paper] : UNKNOWN,
    health?.terminal ? TERMINAL[health.terminal] : UNKNOWN,
    count(health?.paymentsUnknown),
    version(health),
    state(health, silentSince),
  ];
  return `          <tr>
            <th scope="row">${escapeHtml(deviceId)}</th>
${cells.map((cell) => `            <td>${escapeHtml(cell)}</td>`).join('\n')}
          </tr>`;
}

/** The rest of what a kiosk reported, below the table. */
function details(deviceId: string, health: KioskHealth, index: number): string {
  const facts: [string, string][] = [
    ['Ventes', count(health.sales)],
    ['Paiements refusés', count(health.refusals)],
    ['Paiements en attente', count(health.paymentsPending)],
    ['Erreurs', count(health.errors)],
    ['En marche depuis', health.uptimeSeconds === undefined ? UNKNOWN : duration(health.uptimeSeconds)],
    ['Intervalle des rapports', `${health.reportIntervalMs / 1000} s`],
  ];
  const errors = health.lastErrors.length
    ? `        <h3>Dernières erreurs</h3>
        <ul>
${health.lastErrors.map((e) => `          <li>${escapeHtml(`${formatDateTimeFr(e.at)} : ${e.message}`)}</li>`).join('\n')}
        </ul>`
    : '        <p>Aucune erreur signalée.</p>';
  return `      <section aria-labelledby="borne-${index}">
        <h2 id="borne-${index}">${escapeHtml(deviceId)}</h2>
        <dl class="recapitulatif">
${facts.map(([term, value]) => `          <dt>${term}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
        </dl>
${errors}
      </section>`;
}

export function fleetPage(deviceIds: readonly string[], fleet: Fleet, now: Date): string {
  const ids = [...deviceIds].sort();
  const table = ids.length
    ? `      <div class="defilement" role="region" aria-labelledby="etat-bornes" tabindex="0">
      <table>
        <caption id="etat-bornes">État des bornes ${escapeHtml(onDay(now))}</caption>
        <thead>
          <tr>
            <th scope="col">Borne</th>
            <th scope="col">Dernier rapport</th>
            <th scope="col">Papier</th>
            <th scope="col">Terminal</th>
            <th scope="col">Paiements inconnus</th>
            <th scope="col">Version</th>
            <th scope="col">État</th>
          </tr>
        </thead>
        <tbody>
${ids.map((id) => row(id, fleet.healthOf(id), fleet.silentSince(id))).join('\n')}
        </tbody>
      </table>
      </div>`
    : '      <p>Aucune borne n’est enregistrée auprès de l’émulateur.</p>';
  const reported = ids.flatMap((id, index) => {
    const health = fleet.healthOf(id);
    return health ? [details(id, health, index)] : [];
  });
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bornes – émulateur du back office</title>
    <link rel="stylesheet" href="/externe/page.css" />
  </head>
  <body>
    <header><p>Émulateur du back office Ligéo</p></header>
    <main>
      <h1>Bornes</h1>
      <p>Chaque borne enregistrée, d’après ses derniers rapports OpenTelemetry. Une borne est muette après trois intervalles sans rapport (l’intervalle qu’elle annonce, ${DEFAULT_REPORT_INTERVAL_MS / 1000} s par défaut). Rechargez la page pour voir les nouveaux rapports.</p>
${[table, ...reported].join('\n')}
    </main>
  </body>
</html>`;
}

export function registerFleetPage(
  app: FastifyInstance,
  devices: DeviceRegistry,
  fleet: Fleet,
  now: () => Date,
): void {
  app.get(FLEET_PAGE_PATH, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(fleetPage(devices.kioskIds(), fleet, now())),
  );
}

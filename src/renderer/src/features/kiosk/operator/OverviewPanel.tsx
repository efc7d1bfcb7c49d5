// What the operator reads once the PIN is accepted (issue 25 §2): the devices, the payment journal's open
// items, the disk, the versions, the uptime and main's last errors, as main's operator:overview answers.
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { PARIS } from '@shared/dates';
import type { OperatorOverview } from '@shared/kiosk-bridge';
import { enOperator } from '../../../i18n/en/operator';
import { frOperator } from '../../../i18n/fr/operator';
import { useCatalog, useLocale } from '../../../i18n/language';

type Texts = (typeof frOperator)['overview'];

function printerText(t: Texts, printer: OperatorOverview['printer']): string {
  if (!printer.answered || printer.paper === null) return t.printerSilent;
  const parts = [t.paper[printer.paper]];
  if (printer.coverOpen) parts.push(t.coverOpen);
  if (printer.offline) parts.push(t.offline);
  return parts.join(' · ');
}

function uptimeText(t: Texts, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return t.uptimeValue(Math.floor(minutes / 1440), Math.floor(minutes / 60) % 24, minutes % 60);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function OverviewPanel({ overview }: { overview: OperatorOverview }) {
  const t = useCatalog(frOperator, enOperator).overview;
  const locale = useLocale();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: PARIS }).format(
      new Date(iso),
    );
  const gigabytes = (bytes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(
      bytes / 1e9,
    );
  const { journal } = overview;
  return (
    <div className="operator-overview">
      <dl className="operator-overview__list">
        <Row label={t.terminal}>{t.terminalStates[overview.terminal]}</Row>
        <Row label={t.printer}>{printerText(t, overview.printer)}</Row>
        <Row label={t.backOffice}>
          {overview.backOfficeLastSuccessAt === null
            ? t.backOfficeNever
            : t.backOfficeSince(dateTime(overview.backOfficeLastSuccessAt))}
        </Row>
        <Row label={t.journal}>
          <span className="operator-overview__lines">
            <span>{t.pending(journal.pending)}</span>
            <span>{t.unknown(journal.unknown)}</span>
            <span>{t.undelivered(journal.undeliveredReports)}</span>
          </span>
        </Row>
        <Row label={t.disk}>
          {overview.freeDiskBytes === null ? t.diskUnreadable : gigabytes(overview.freeDiskBytes)}
        </Row>
        <Row label={t.versions}>
          <span className="operator-overview__lines">
            <span>{t.app(overview.versions.app)}</span>
            <span>{t.configuration(overview.versions.configuration, overview.versions.configVersion)}</span>
          </span>
        </Row>
        <Row label={t.uptime}>{uptimeText(t, overview.uptimeSeconds)}</Row>
      </dl>
      {overview.warnings.length > 0 ? (
        <section aria-labelledby="operator-warnings">
          <Heading level={3} id="operator-warnings" className="operator-overview__heading">
            {t.warnings}
          </Heading>
          <ul lang="fr">
            {overview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="operator-errors">
        <Heading level={3} id="operator-errors" className="operator-overview__heading">
          {t.errors}
        </Heading>
        {overview.lastErrors.length === 0 ? (
          <p>{t.noErrors}</p>
        ) : (
          <ul lang="fr">
            {overview.lastErrors.map((error, index) => (
              <li key={`${error.at}-${index}`}>
                <time dateTime={error.at}>{dateTime(error.at)}</time> {error.message}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

// /caisse, counter PCs only (issue 29 §3): the agent opens the till with the float counted, follows the
// session's figures, closes it with the cash counted (main prints the « ticket Z » and archives it) and
// can reprint any closing report of the last 30 days. Main checks the agent's PIN and keeps the journal.
import { useEffect, useState, type FormEvent } from 'react';
import { formatDateTimeFr } from '@shared/dates';
import { formatEuros, parseTypedEuros } from '@shared/money';
import type { TillReportView } from '@shared/till-bridge';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enTill } from '../../i18n/en/till';
import { frTill } from '../../i18n/fr/till';
import type { Catalog } from '../../i18n/catalog';
import { useCatalog, useLocale } from '../../i18n/language';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import './till.css';
import { closeRequested, openRequested, reprintRequested, selectTill, tillOpened } from './tillSlice';

type T = Catalog<typeof frTill>;

/** 2026-12-04 → 04/12/2026. */
const dayOf = (day: string) => day.split('-').reverse().join('/');

/** Sales through the card provider's page, only where the counter makes some. */
function notPresentRow(report: TillReportView, t: T, euros: (cents: number) => string): [string, string][] {
  const sales = report.byMode.find((mode) => mode.mode === 'card-not-present');
  return sales && sales.sales > 0 ? [[t.notPresentSales, euros(sales.amountCents)]] : [];
}

function Figures({ report, t }: { report: TillReportView; t: T }) {
  const locale = useLocale();
  const euros = (cents: number) => formatEuros(cents / 100, locale);
  const rows: [string, string][] = [
    [t.salesCount, String(report.salesCount)],
    [t.cardTotal, euros(report.cardCents)],
    [t.cashSales, euros(report.cashSalesCents)],
    ...notPresentRow(report, t, euros),
    [t.float, euros(report.floatCents)],
    [t.expected, euros(report.expectedCashCents)],
    ...(report.countedCashCents !== null
      ? ([[t.counted, euros(report.countedCashCents)]] as [string, string][])
      : []),
    ...(report.differenceCents !== null
      ? ([[t.difference, `${report.differenceCents > 0 ? '+' : ''}${euros(report.differenceCents)}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  return (
    <dl className="till__figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Agent, PIN and an amount in euros; the amount and the fields checked here, the PIN by main. */
function AgentForm({
  t,
  amountLabel,
  submit,
  busy,
  onSubmit,
}: {
  t: T;
  amountLabel: string;
  submit: string;
  busy: boolean;
  onSubmit: (agentId: string, pin: string, cents: number) => void;
}) {
  const [agentId, setAgentId] = useState('');
  const [pin, setPin] = useState('');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const cents = parseTypedEuros(amount);
  const errors = {
    agentId: agentId.trim() ? null : t.required,
    pin: pin ? null : t.required,
    amount: amount.trim() === '' ? t.required : cents === null ? t.amountInvalid : null,
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.agentId || errors.pin || errors.amount || cents === null) return;
    onSubmit(agentId.trim(), pin, cents);
    setPin('');
  };
  return (
    <form noValidate onSubmit={send} className="till__form">
      <TextField
        label={t.agentId}
        value={agentId}
        required
        autoComplete="username"
        maxLength={32}
        error={checked ? errors.agentId : null}
        onValueChange={setAgentId}
      />
      <TextField
        label={t.pin}
        value={pin}
        required
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        error={checked ? errors.pin : null}
        onValueChange={setPin}
      />
      <TextField
        label={amountLabel}
        value={amount}
        required
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        error={checked ? errors.amount : null}
        onValueChange={setAmount}
      />
      <p className="form-hint">{t.amountHint}</p>
      <div className="actions">
        <button type="submit" className="button" disabled={busy}>
          {submit}
        </button>
      </div>
    </form>
  );
}

export default function TillPage() {
  const t = useCatalog(frTill, enTill);
  const dispatch = useAppDispatch();
  const { status, loading, busy, answer, report } = useAppSelector(selectTill);

  useEffect(() => {
    dispatch(tillOpened());
  }, [dispatch]);

  const session = status?.session ?? null;
  return (
    <section className="page till">
      <h1>{t.title}</h1>
      <p
        className={answer ? `till__answer till__answer--${answer.ok ? 'ok' : 'refused'}` : 'till__answer'}
        role="status"
      >
        {answer?.message ?? ''}
      </p>
      {status === null ? (
        loading ? (
          <Spinner label={t.loading} />
        ) : (
          <p>{t.unavailable}</p>
        )
      ) : status.open && session ? (
        <>
          <h2>{t.openTitle}</h2>
          <p>{t.openedBy(session.agentId, formatDateTimeFr(session.openedAt))}</p>
          <h3>{t.figures}</h3>
          <Figures report={session} t={t} />
          <h2>{t.closeTitle}</h2>
          <AgentForm
            t={t}
            amountLabel={t.countedCents}
            submit={t.close}
            busy={busy}
            onSubmit={(agentId, pin, countedCents) =>
              dispatch(closeRequested({ agentId, pin, countedCents }))
            }
          />
        </>
      ) : (
        <>
          <h2>{t.closedTitle}</h2>
          <p>{t.closedHint}</p>
          <AgentForm
            t={t}
            amountLabel={t.floatCents}
            submit={t.open}
            busy={busy}
            onSubmit={(agentId, pin, floatCents) => dispatch(openRequested({ agentId, pin, floatCents }))}
          />
        </>
      )}
      {report ? (
        <>
          <h2>{t.reportTitle}</h2>
          <Figures report={report} t={t} />
        </>
      ) : null}
      {status ? (
        <>
          <h2>{t.archivesTitle}</h2>
          {status.archives.length === 0 ? (
            <p>{t.noArchive}</p>
          ) : (
            <ul className="till__archives">
              {status.archives.map((archive) => (
                <li key={archive.name}>
                  <span>{t.archiveLabel(dayOf(archive.day), archive.session)}</span>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t.reprintLabel(dayOf(archive.day), archive.session)}
                    onClick={() => dispatch(reprintRequested(archive.name))}
                  >
                    {t.reprint}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

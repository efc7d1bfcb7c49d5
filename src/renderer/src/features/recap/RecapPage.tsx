// /recapitulatif (SPEC §2 "Summary"): waiting, then the summary or what went wrong; PDF downloads. A mobile
// ticket's summary has neither PDF nor receipt: the ticket is in the mobile app.
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatEuros } from '@shared/money';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPlatform, sessionResetRequested } from '../../app/appSlice';
import { selectSaleAbility } from '../../app/readiness/readinessSlice';
import { saleKindOfModule } from '../../app/readiness/saleKinds';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { PageActions } from '../../app/layout/PageActions';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { AppliPurchaseView } from './AppliPurchaseView';
import { OrderSummaryView } from './OrderSummaryView';
import { PrintReceiptButton, PrintStatusMessage } from './PrintReceiptButton';
import { TicketQrCodes } from './TicketQrCodes';
import { ticketQrPayload } from '@shared/ticket-qr';
import { receiptRequested, recapOpened, selectRecap, ticketRequested } from './recapSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export default function RecapPage() {
  const tPages = useCatalog(frPages, enPages);
  const r = useCatalog(frRecap, enRecap);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const recap = useAppSelector(selectRecap);
  const platform = useAppSelector(selectPlatform);
  // SPEC §1: the kiosk prints instead of downloading; the counter PC does both.
  const downloads = platform !== 'kiosk';
  const k = useCatalog(frKiosk, enKiosk);
  // A reload sold while the kiosk cannot print has its receipt e-mailed (main's readiness, issue 25 §1).
  const ability = useAppSelector(selectSaleAbility(saleKindOfModule(params.get('module'))));
  const emailed = platform === 'kiosk' && ability?.canStart === true && ability.receipt === 'e-mailed';
  const printing = platform !== 'web' && !emailed;
  const query = params.toString();

  useEffect(() => {
    const get = (name: string) => new URLSearchParams(query).get(name);
    dispatch(
      recapOpened({
        module: get('module'),
        paymentOk: get('paymentOk'),
        cancel: get('cancel'),
        PayerID: get('PayerID'),
        paymentId: get('paymentId'),
        token: get('token'),
        abort: get('abort'),
      }),
    );
  }, [dispatch, query]);

  const summary = recap.summary;
  const items = summary?.order.orderItems ?? [];
  const tickets = items.flatMap((item) => (item.numTicket ? [item.numTicket] : []));
  const shownTickets = items.flatMap((item) =>
    item.numTicket
      ? [{ numero: item.numTicket, payload: ticketQrPayload(item.numTicket, item.dateDepart) }]
      : [],
  );
  /** Each ticket's button says which leg it downloads (issue 26 §2). */
  const ticketButtons = items.flatMap((item) =>
    item.numTicket
      ? [
          {
            ticket: item.numTicket,
            label: item.sens
              ? r.downloadLegTicket(r.leg(item.sens), item.numTicket)
              : `${r.downloadTicket} ${item.numTicket}`,
          },
        ]
      : [],
  );
  const paid = recap.phase === 'summary';
  /** Paid after the seats were sold: no ticket, no receipt, the amount goes back (issue 23). */
  const refund = recap.phase === 'refund' ? (summary?.remboursement ?? null) : null;
  /** A back-office order: its PDFs and its printed receipt. */
  const order = paid && summary !== null;

  return (
    <section className="page recap">
      <h1>{tPages.recapitulatif}</h1>
      {recap.phase === 'waiting' ? (
        <div role="status" className="recap__waiting">
          <Spinner label={r.waiting} />
          <p>{r.waiting}</p>
        </div>
      ) : null}
      {recap.phase === 'cancelled' ? <Alert tone="warning">{r.failed}</Alert> : null}
      {recap.message && recap.phase !== 'cancelled' ? <Alert tone="error">{recap.message}</Alert> : null}
      {paid ? <Alert tone="success">{r.thanks}</Alert> : null}
      {refund ? (
        <Alert tone="warning">{r.refund(formatEuros(refund.montant, locale), refund.portefeuille)}</Alert>
      ) : null}
      {summary && (paid || refund || recap.phase === 'cancelled') ? (
        <OrderSummaryView summary={summary} />
      ) : null}
      {paid && recap.purchase ? <AppliPurchaseView order={recap.purchase} /> : null}
      {recap.downloadError ? <Alert tone="error">{recap.downloadError}</Alert> : null}
      {order && printing ? <PrintStatusMessage /> : null}
      {order && emailed ? <Alert tone="info">{k.receiptEmailed}</Alert> : null}
      {/* The print failed after the payment: the receipt stays queued in main, the tickets shown here. */}
      {order && platform === 'kiosk' && recap.print.status === 'failed' ? (
        <>
          <Alert tone="warning">{k.receiptQueued}</Alert>
          {tickets.length > 0 ? <TicketQrCodes tickets={shownTickets} /> : null}
        </>
      ) : null}
      {/* On the kiosk, in the band below the page (app/layout/PageActions), where every screen's action is. */}
      <PageActions>
        {order && printing ? <PrintReceiptButton /> : null}
        {order && downloads ? (
          <button type="button" className="button" onClick={() => dispatch(receiptRequested())}>
            {r.downloadReceipt}
          </button>
        ) : null}
        {order && downloads
          ? ticketButtons.map(({ ticket, label }) => (
              <button
                key={ticket}
                type="button"
                className="button"
                onClick={() => dispatch(ticketRequested(ticket))}
              >
                {label}
              </button>
            ))
          : null}
        {recap.phase !== 'waiting' && platform === 'kiosk' ? (
          // The summary's end on a kiosk ends the sale: the next customer sees nothing of this one.
          <button type="button" className="button" onClick={() => dispatch(sessionResetRequested())}>
            {r.finish}
          </button>
        ) : null}
        {recap.phase !== 'waiting' && platform !== 'kiosk' ? (
          <Link className="button button--secondary" to="/home">
            {r.home}
          </Link>
        ) : null}
      </PageActions>
    </section>
  );
}

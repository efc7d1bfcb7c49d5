import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { printRequested, selectRecap } from './recapSlice';
import { useCatalog } from '../../i18n/language';

/** 'Imprimer le reçu', or 'Réimprimer le reçu' once tried (a failed receipt stays queued in main). */
export function PrintReceiptButton() {
  const k = useCatalog(frKiosk, enKiosk);
  const dispatch = useAppDispatch();
  const { print } = useAppSelector(selectRecap);
  const busy = print.status === 'printing';
  return (
    <button
      type="button"
      className="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => dispatch(printRequested())}
    >
      {print.status === 'idle' || busy ? k.print : k.reprint}
    </button>
  );
}

/** What became of the print, announced. */
export function PrintStatusMessage() {
  const k = useCatalog(frKiosk, enKiosk);
  const { print } = useAppSelector(selectRecap);
  if (print.status === 'printing') return <p role="status">{k.printing}</p>;
  if (print.status === 'printed') return <Alert tone="success">{k.printed}</Alert>;
  if (print.status === 'failed') return <Alert tone="error">{print.message ?? k.printFailed}</Alert>;
  return null;
}

// A payment's proof from its row, or every shown payment's from the page: downloaded on the web and at the
// counter, printed at the kiosk and at the counter (SPEC §1: the kiosk prints instead of downloading).
import type { ReactNode } from 'react';
import { enJustification } from '../../i18n/en/justification';
import { frJustification } from '../../i18n/fr/justification';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPlatform } from '../../app/appSlice';
import { Alert } from '../../ui/Alert';
import {
  ALL_PROOFS,
  proofsDownloadRequested,
  proofsPrintRequested,
  selectJustification,
} from './justificationSlice';
import { useCatalog } from '../../i18n/language';

function useOutputs() {
  const platform = useAppSelector(selectPlatform);
  return { downloads: platform !== 'kiosk', prints: platform !== 'web' };
}

/** A row's buttons, named with the payment's archive reference. */
export function ProofButtons({ refArchi }: { refArchi: string }) {
  const t = useCatalog(frJustification, enJustification);
  const dispatch = useAppDispatch();
  const { downloads, prints } = useOutputs();
  const { download, print } = useAppSelector(selectJustification);
  return (
    <div className="justification__row-actions">
      {downloads ? (
        <OutputButton
          busy={download.busy === refArchi}
          onPress={() => dispatch(proofsDownloadRequested(refArchi))}
        >
          {t.download}
          <span className="visually-hidden">{t.proofOf(refArchi)}</span>
        </OutputButton>
      ) : null}
      {prints ? (
        <OutputButton busy={print.busy === refArchi} onPress={() => dispatch(proofsPrintRequested(refArchi))}>
          {t.print}
          <span className="visually-hidden">{t.proofOf(refArchi)}</span>
        </OutputButton>
      ) : null}
    </div>
  );
}

/** 'Tout télécharger' and, on a device, 'Tout imprimer': the payments of the rows shown. */
export function AllProofsButtons() {
  const t = useCatalog(frJustification, enJustification);
  const dispatch = useAppDispatch();
  const { downloads, prints } = useOutputs();
  const { download, print } = useAppSelector(selectJustification);
  return (
    <>
      {downloads ? (
        <OutputButton
          busy={download.busy === ALL_PROOFS}
          onPress={() => dispatch(proofsDownloadRequested(ALL_PROOFS))}
        >
          {t.downloadAll}
        </OutputButton>
      ) : null}
      {prints ? (
        <OutputButton
          busy={print.busy === ALL_PROOFS}
          onPress={() => dispatch(proofsPrintRequested(ALL_PROOFS))}
        >
          {t.printAll}
        </OutputButton>
      ) : null}
    </>
  );
}

/** Stays focusable while busy (a second press does nothing): a disabled button would drop the focus. */
function OutputButton(props: { busy: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button type="button" className="button" aria-busy={props.busy || undefined} onClick={props.onPress}>
      {props.children}
    </button>
  );
}

/** What became of the last download or print, announced. */
export function ProofsStatus() {
  const t = useCatalog(frJustification, enJustification);
  const { download, print } = useAppSelector(selectJustification);
  return (
    <>
      {download.busy !== null ? <p role="status">{t.downloading}</p> : null}
      {download.error ? <Alert tone="error">{download.error}</Alert> : null}
      {print.status === 'printing' ? <p role="status">{t.printing}</p> : null}
      {print.status === 'printed' ? <Alert tone="success">{t.printed(print.count)}</Alert> : null}
      {print.status === 'failed' ? <Alert tone="error">{print.message ?? t.printFailed}</Alert> : null}
    </>
  );
}

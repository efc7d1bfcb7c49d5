// The kiosk's operator screen (issue 25 §2), in its own chunk: the PIN on a keypad, then the overview
// with 'Quitter'. Main decides everything (PIN, lock, session); the screen asks main every few seconds
// whether the session is still open and closes by itself once main ended it (2 minutes without an
// operator action).
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, I18nProvider, Modal, ModalOverlay } from 'react-aria-components';
import type { OperatorBridge, OperatorOverview } from '@shared/kiosk-bridge';
import { enOperator } from '../../../i18n/en/operator';
import { frOperator } from '../../../i18n/fr/operator';
import { useCatalog, useLocale } from '../../../i18n/language';
import { OperatorActions } from './OperatorActions';
import { OnScreenKeyboard, OWN_KEYBOARD } from '../OnScreenKeyboard';
import { OverviewPanel } from './OverviewPanel';
import { PinPad } from './PinPad';
import { SettlePanel } from './SettlePanel';
import './operator.css';

/** How often the open screen asks main about the session (and reads the overview again). */
export const OPERATOR_REFRESH_MS = 5_000;

function OverviewStep({ bridge, onClose }: { bridge: OperatorBridge; onClose: () => void }) {
  const t = useCatalog(frOperator, enOperator).overview;
  const [overview, setOverview] = useState<OperatorOverview | null>(null);
  // Main's answer to the last action; a new reading of the overview follows each action.
  const [actionMessage, setActionMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [readings, setReadings] = useState(0);

  useEffect(() => {
    let live = true;
    const close = () => {
      if (live) onClose();
    };
    // A closed session (idle, or ended elsewhere) answers a refusal: the screen goes.
    const read = () =>
      bridge.overview().then((answer) => {
        if (!live) return;
        if (answer.ok) setOverview(answer.overview);
        else onClose();
      }, close);
    void read();
    const timer = setInterval(() => {
      void bridge.status().then((status) => (status.sessionOpen ? read() : close()), close);
    }, OPERATOR_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [bridge, onClose, readings]);

  const checkTerminal = () => {
    setChecking(true);
    void bridge
      .checkTerminal()
      .then(
        (answer) => setActionMessage(answer.message),
        () => onClose(),
      )
      .finally(() => {
        setChecking(false);
        setReadings((count) => count + 1);
      });
  };

  const quit = () => void bridge.leave().finally(onClose);
  const answered = (answer: { message: string }) => {
    setActionMessage(answer.message);
    setReadings((count) => count + 1);
  };

  return (
    <>
      <Heading slot="title" className="kiosk-dialog__title">
        {t.title}
      </Heading>
      {overview ? <OverviewPanel overview={overview} /> : <p role="status">{t.loading}</p>}
      {overview ? (
        <SettlePanel
          bridge={bridge}
          payments={overview.unknownPayments}
          onAnswer={(message) => answered({ message })}
        />
      ) : null}
      <p role="status" className="operator-dialog__message">
        {actionMessage}
      </p>
      <OperatorActions bridge={bridge} onAnswer={answered} onFailure={onClose} />
      <div className="operator-dialog__actions">
        <Button className="button button--secondary" isDisabled={checking} onPress={checkTerminal}>
          {t.checkTerminal}
        </Button>
        <Button className="button" onPress={quit}>
          {t.quit}
        </Button>
      </div>
    </>
  );
}

export default function OperatorScreen({ bridge, onClose }: { bridge: OperatorBridge; onClose: () => void }) {
  const locale = useLocale();
  const [unlocked, setUnlocked] = useState(false);
  return (
    <I18nProvider locale={locale}>
      <ModalOverlay className="kiosk-modal" isOpen isDismissable={false} isKeyboardDismissDisabled>
        <Modal className="kiosk-modal__box operator-dialog">
          <div {...{ [OWN_KEYBOARD]: '' }}>
            <Dialog className="kiosk-dialog">
              {unlocked ? (
                <OverviewStep bridge={bridge} onClose={onClose} />
              ) : (
                <PinPad bridge={bridge} onUnlocked={() => setUnlocked(true)} onCancel={onClose} />
              )}
            </Dialog>
            {/* The page's keyboard is inert behind this modal: the note is typed on the dialog's own. */}
            <OnScreenKeyboard own />
          </div>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}

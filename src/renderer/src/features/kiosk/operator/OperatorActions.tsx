// The operator's actions on the kiosk (issue 25 §2): test print, reprint of the last receipt, reload of
// the configuration, restart of the app (after a confirmation). Main decides each one and answers in
// French; the answer is shown as it comes. One action at a time: the buttons wait for main's answer.
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { OperatorActionAnswer, OperatorBridge } from '@shared/kiosk-bridge';
import { enOperator } from '../../../i18n/en/operator';
import { frOperator } from '../../../i18n/fr/operator';
import { useCatalog } from '../../../i18n/language';

type ActionName = 'testPrint' | 'reprintLast' | 'reloadConfiguration' | 'restart';

export function OperatorActions({
  bridge,
  onAnswer,
  onFailure,
}: {
  bridge: OperatorBridge;
  /** Main's French answer; the overview is read again after it. */
  onAnswer: (answer: OperatorActionAnswer) => void;
  /** The channel itself failed (no answer): the screen closes, as for its other actions. */
  onFailure: () => void;
}) {
  const t = useCatalog(frOperator, enOperator).actions;
  const [running, setRunning] = useState<ActionName | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = (name: ActionName) => {
    setConfirming(false);
    setRunning(name);
    void bridge[name]()
      .then(onAnswer, onFailure)
      .finally(() => setRunning(null));
  };

  const busy = running !== null;
  return (
    <>
      <div className="operator-dialog__actions operator-actions" role="group" aria-label={t.group}>
        <Button className="button button--secondary" isDisabled={busy} onPress={() => run('testPrint')}>
          {t.testPrint}
        </Button>
        <Button className="button button--secondary" isDisabled={busy} onPress={() => run('reprintLast')}>
          {t.reprintLast}
        </Button>
        <Button
          className="button button--secondary"
          isDisabled={busy}
          onPress={() => run('reloadConfiguration')}
        >
          {t.reloadConfiguration}
        </Button>
        <Button className="button button--secondary" isDisabled={busy} onPress={() => setConfirming(true)}>
          {t.restart}
        </Button>
      </div>
      {/* Left by 'Annuler' (or Escape): a touch outside, on a kiosk, is too easily an accident. */}
      <ModalOverlay className="kiosk-modal" isOpen={confirming} onOpenChange={setConfirming}>
        <Modal className="kiosk-modal__box operator-dialog">
          <Dialog className="kiosk-dialog" role="alertdialog">
            <Heading slot="title" className="kiosk-dialog__title">
              {t.restartTitle}
            </Heading>
            <p>{t.restartText}</p>
            <div className="operator-dialog__actions">
              <Button className="button button--secondary" onPress={() => setConfirming(false)}>
                {t.restartCancel}
              </Button>
              <Button className="button" onPress={() => run('restart')}>
                {t.restartConfirm}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

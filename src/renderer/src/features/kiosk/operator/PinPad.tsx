// The operator's PIN on a digits keypad usable by touch: the digits are never shown, only how many are
// typed. Main checks the PIN and answers the French refusal (wrong PIN with the attempts left, or the lock
// and its end), shown here as it comes.
import { useState } from 'react';
import { Button, Heading } from 'react-aria-components';
import type { OperatorBridge } from '@shared/kiosk-bridge';
import { OPERATOR_PIN_MAX_LENGTH } from '@shared/operator-pin';
import { enOperator } from '../../../i18n/en/operator';
import { frOperator } from '../../../i18n/fr/operator';
import { useCatalog } from '../../../i18n/language';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

export function PinPad({
  bridge,
  onUnlocked,
  onCancel,
}: {
  bridge: OperatorBridge;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const t = useCatalog(frOperator, enOperator).pin;
  const [pin, setPin] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async () => {
    setChecking(true);
    try {
      const answer = await bridge.unlock({ pin });
      if (answer.ok) return onUnlocked();
      setMessage(answer.message);
    } finally {
      setPin('');
      setChecking(false);
    }
  };

  return (
    <>
      <Heading slot="title" className="kiosk-dialog__title">
        {t.title}
      </Heading>
      <p className="operator-pin__typed" aria-live="polite">
        <span className="operator-pin__label">{t.label}</span>
        <span className="operator-pin__dots" aria-hidden="true">
          {'•'.repeat(pin.length)}
        </span>
        <span className="visually-hidden">{t.typed(pin.length)}</span>
      </p>
      <p role="alert" className="operator-pin__message">
        {checking ? t.checking : message}
      </p>
      <div className="operator-pin__keypad" role="group" aria-label={t.keypad}>
        {DIGITS.map((digit) => (
          <Button
            key={digit}
            className="button button--secondary operator-pin__key"
            isDisabled={checking || pin.length >= OPERATOR_PIN_MAX_LENGTH}
            onPress={() => setPin((typed) => typed + digit)}
          >
            {digit}
          </Button>
        ))}
        <Button
          className="button button--secondary operator-pin__key"
          isDisabled={checking || pin.length === 0}
          onPress={() => setPin((typed) => typed.slice(0, -1))}
        >
          {t.erase}
        </Button>
      </div>
      <div className="operator-dialog__actions">
        <Button className="button button--secondary" isDisabled={checking} onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button className="button" isDisabled={checking || pin.length === 0} onPress={() => void submit()}>
          {t.validate}
        </Button>
      </div>
    </>
  );
}

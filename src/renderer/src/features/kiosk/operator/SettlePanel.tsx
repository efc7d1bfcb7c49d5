// Settling an unknown payment outcome from the operator screen (issue 25 §2). The kiosk cannot know
// whether the card was debited: the operator reads the terminal's own journal (a step only a person can
// do, said on screen), then records « Accepté » or « Refusé » with a note. Main checks the note, takes
// the decision once, journals it, reports it to the back office and logs it; its answer is shown as is.
import { useState } from 'react';
import { Button, Form, Heading, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { PARIS } from '@shared/dates';
import type { OperatorBridge, UnknownPayment } from '@shared/kiosk-bridge';
import { formatEuros } from '@shared/money';
import { SETTLEMENT_NOTE_LIMITS } from '@shared/operator-settlement';
import { enOperator } from '../../../i18n/en/operator';
import { frOperator } from '../../../i18n/fr/operator';
import { useCatalog, useLocale } from '../../../i18n/language';

type Decision = 'approved' | 'declined';

export function SettlePanel({
  bridge,
  payments,
  onAnswer,
}: {
  bridge: OperatorBridge;
  payments: UnknownPayment[];
  /** Main's French answer; the overview is read again after it. */
  onAnswer: (message: string) => void;
}) {
  const t = useCatalog(frOperator, enOperator).settle;
  const locale = useLocale();
  const [chosen, setChosen] = useState<string | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const dateTime = (iso: string | null) =>
    iso === null
      ? t.noDate
      : new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: PARIS }).format(
          new Date(iso),
        );
  const describe = (payment: UnknownPayment) =>
    t.payment(dateTime(payment.attemptedAt), formatEuros(payment.amountCents / 100, locale), payment.orderId);
  const payment = payments.find((candidate) => candidate.key === chosen) ?? null;

  const reset = () => {
    setChosen(null);
    setDecision(null);
    setNote('');
  };
  const submit = () => {
    if (!payment || !decision) return;
    setSending(true);
    void bridge
      .settlePayment({ key: payment.key, decision, note })
      .then(
        (answer) => {
          onAnswer(answer.message);
          if (answer.ok) reset();
        },
        () => onAnswer(t.failed),
      )
      .finally(() => setSending(false));
  };

  return (
    <section aria-labelledby="operator-settle" className="operator-settle">
      <Heading level={3} id="operator-settle" className="operator-overview__heading">
        {t.title}
      </Heading>
      {payments.length === 0 ? (
        <p>{t.none}</p>
      ) : payment === null ? (
        <ul className="operator-settle__list">
          {payments.map((item) => (
            <li key={item.key}>
              <span>{describe(item)}</span>
              <Button
                className="button button--secondary"
                aria-label={`${t.choose} : ${describe(item)}`}
                onPress={() => setChosen(item.key)}
              >
                {t.choose}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <Form
          className="operator-settle__form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="operator-settle__chosen">{describe(payment)}</p>
          <p>{t.readTerminal}</p>
          <RadioGroup
            value={decision}
            onChange={(value) => setDecision(value as Decision)}
            isRequired
            className="operator-settle__decision"
          >
            <Label>{t.decision}</Label>
            <Radio value="approved" className="operator-settle__radio">
              {t.approved}
            </Radio>
            <Radio value="declined" className="operator-settle__radio">
              {t.declined}
            </Radio>
          </RadioGroup>
          <TextField
            value={note}
            onChange={setNote}
            isRequired
            minLength={SETTLEMENT_NOTE_LIMITS.min}
            maxLength={SETTLEMENT_NOTE_LIMITS.max}
            className="operator-settle__note"
          >
            <Label>{t.note}</Label>
            <Input />
          </TextField>
          <div className="operator-dialog__actions">
            <Button className="button button--secondary" onPress={reset} isDisabled={sending}>
              {t.back}
            </Button>
            <Button
              type="submit"
              className="button"
              isDisabled={sending || decision === null || note.trim().length < SETTLEMENT_NOTE_LIMITS.min}
            >
              {t.record}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

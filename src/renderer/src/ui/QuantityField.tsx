// A quantity from 0 to its maximum, typed or stepped with '−' and '+' (large targets on the kiosk).
import { memo, useId } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import './fields.css';

interface Props {
  label: string;
  /** Said after the label to screen readers only ('Quantité Pass 1 jour'). */
  labelSuffix: string;
  value: number;
  max: number;
  isDisabled?: boolean;
  /** Visible hint, read with the field. */
  description?: string | null;
  onChange: (value: number) => void;
}

/** Memoised: a row drawn again for another reason (its lock, its start of validity) leaves an unchanged
 * field as it is. */
export const QuantityField = memo(function QuantityField({
  label,
  labelSuffix,
  value,
  max,
  isDisabled,
  description,
  onChange,
}: Props) {
  const hintId = useId();
  return (
    <NumberField
      aria-describedby={description ? hintId : undefined}
      className="quantity-field"
      value={value}
      minValue={0}
      maxValue={max}
      step={1}
      isDisabled={isDisabled}
      // Emptied, the field means none.
      onChange={(next) => onChange(Number.isNaN(next) ? 0 : next)}
    >
      <Label className="quantity-field__label">
        {label}
        <span className="visually-hidden"> {labelSuffix}</span>
      </Label>
      <Group className="quantity-field__group">
        <Button slot="decrement" className="quantity-field__step">
          −
        </Button>
        <Input className="quantity-field__input" />
        <Button slot="increment" className="quantity-field__step">
          +
        </Button>
      </Group>
      {description ? (
        <p id={hintId} className="quantity-field__hint">
          {description}
        </p>
      ) : null}
    </NumberField>
  );
});

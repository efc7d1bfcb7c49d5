import { useId } from 'react';
import { frVpc } from '../../i18n/fr/vpc';

export function QuantitySelect(props: {
  quantities: number[];
  value: number;
  onChange: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{frVpc.quantity}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(Number(event.target.value))}>
        {props.quantities.map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  );
}

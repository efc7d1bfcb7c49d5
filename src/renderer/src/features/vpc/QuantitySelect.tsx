import { useId } from 'react';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useCatalog } from '../../i18n/language';

export function QuantitySelect(props: {
  quantities: number[];
  value: number;
  onChange: (quantity: number) => void;
}) {
  const tVpc = useCatalog(frVpc, enVpc);
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{tVpc.quantity}</label>
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

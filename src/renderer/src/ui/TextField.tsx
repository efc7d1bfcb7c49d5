// A labelled text input whose error is announced and tied to it (RGAA 11.10); required fields carry '*'.
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, FieldLabel } from './FieldParts';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string | null;
  onValueChange: (value: string) => void;
  /** To take the customer to the field (React 19 passes it as a prop). */
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ label, value, error, required, onValueChange, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-erreur`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <FieldLabel htmlFor={id} text={label} required={required} />
      <input
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

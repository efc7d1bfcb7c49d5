// A labelled select whose error is announced and tied to it (RGAA 11.10), with an optional description
// (a pick-up point's information); required selects carry '*'.
import { useId, type ReactNode } from 'react';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { FieldError, FieldLabel } from '../../ui/FieldParts';
import { useCatalog } from '../../i18n/language';

interface Props {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  error?: string | null;
  description?: ReactNode;
  className?: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
}

export function SelectField(props: Props) {
  const tDemandes = useCatalog(frDemandes, enDemandes);
  const { label, value, options, required, error, description, className, onValueChange, onBlur } = props;
  const id = useId();
  const errorId = `${id}-erreur`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ');
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <FieldLabel htmlFor={id} text={label} required={required} />
      <select
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{tDemandes.choose}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description ? (
        <div id={descriptionId} className="field__description">
          {description}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

// One field of the processing form by its type (SPEC §3 "Field", §5): text, number (digits only),
// e-mail, date typed JJ/MM/AAAA, list chosen by label, or document; full or half width (taille).
import { maxLengthOf, type FormField, type ListItem } from '@shared/access-requests';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { useAppDispatch } from '../../app/hooks';
import { TextField } from '../../ui/TextField';
import { normalizeInput } from './fieldRules';
import { FileField } from './FileField';
import type { FileFacts } from './fileRules';
import { fieldTouched, valueChanged } from './processingSlice';
import { SelectField } from './SelectField';
import { useCatalog } from '../../i18n/language';

interface Props {
  field: FormField;
  value: string;
  items: readonly ListItem[];
  file: FileFacts | undefined;
  error: string | null;
}

export function FieldInput({ field, value, items, file, error }: Props) {
  const tDemandes = useCatalog(frDemandes, enDemandes);
  const dispatch = useAppDispatch();
  const className = field.taille === 1 ? 'request-field--full' : 'request-field--half';
  if (field.type === 'Fichier')
    return <FileField field={field} chosen={file} error={error} className={className} />;

  const common = {
    value,
    error,
    required: field.requis,
    className,
    onValueChange: (raw: string) =>
      dispatch(valueChanged({ fieldId: field.id, value: normalizeInput(field, raw) })),
    onBlur: () => dispatch(fieldTouched(field.id)),
  };
  switch (field.type) {
    case 'Liste':
      return (
        <SelectField
          {...common}
          label={field.label}
          options={items.map((i) => ({ value: i.label, label: i.label }))}
        />
      );
    case 'Numérique':
      return <TextField {...common} label={field.label} inputMode="numeric" maxLength={maxLengthOf(field)} />;
    case 'Email':
      return (
        <TextField
          {...common}
          label={field.label}
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(field)}
        />
      );
    case 'Date':
      return (
        <TextField
          {...common}
          label={`${field.label} (${tDemandes.dateFormat})`}
          maxLength={maxLengthOf(field)}
        />
      );
    default:
      return <TextField {...common} label={field.label} maxLength={maxLengthOf(field)} />;
  }
}

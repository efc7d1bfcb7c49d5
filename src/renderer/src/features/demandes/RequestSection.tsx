// A section of the processing form: its name, description and fields in position order.
import type { FormSection, ListItem } from '@shared/access-requests';
import type { FileFacts } from './fileRules';
import { FieldInput } from './FieldInput';

interface Props {
  section: FormSection;
  values: Readonly<Record<number, string>>;
  lists: Readonly<Record<number, readonly ListItem[]>>;
  files: Readonly<Record<number, FileFacts>>;
  /** Errors of the fields that were touched. */
  errors: Readonly<Record<number, string>>;
}

export function RequestSection({ section, values, lists, files, errors }: Props) {
  return (
    <fieldset className="request-section">
      <legend>{section.nom}</legend>
      {section.description ? <p className="request-section__description">{section.description}</p> : null}
      <div className="request-fields">
        {section.champs.map((field) => (
          <FieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            items={field.listeId != null ? (lists[field.listeId] ?? []) : []}
            file={files[field.id]}
            error={errors[field.id] ?? null}
          />
        ))}
      </div>
    </fieldset>
  );
}

// A document field (SPEC §5, §9): PDF, JPG or PNG up to 10 MB, the limit said in its label; a refused
// file is not kept and its reason is shown at once.
import { useId } from 'react';
import type { FormField } from '@shared/access-requests';
import { fr } from '../../i18n/fr';
import { useAppDispatch } from '../../app/hooks';
import { forgetChosenFile, keepChosenFile } from './chosenFiles';
import { FILE_ACCEPT, fileFieldLabel, fileProblem, type FileFacts } from './fileRules';
import { fieldTouched, fileChosen, fileRefused } from './processingSlice';
import { FieldError, FieldLabel } from '../../ui/FieldParts';

interface Props {
  field: FormField;
  chosen: FileFacts | undefined;
  error: string | null;
  className: string;
}

export function FileField({ field, chosen, error, className }: Props) {
  const dispatch = useAppDispatch();
  const id = useId();
  const errorId = `${id}-erreur`;
  const chosenId = `${id}-choisi`;
  const describedBy = [error ? errorId : null, chosen ? chosenId : null].filter(Boolean).join(' ');

  const onChange = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      forgetChosenFile(field.id);
      input.value = '';
      dispatch(fileRefused({ fieldId: field.id, error: problem }));
      return;
    }
    keepChosenFile(field.id, file);
    dispatch(fileChosen({ fieldId: field.id, file: { name: file.name, size: file.size, type: file.type } }));
  };

  return (
    <div className={`field ${className}`}>
      <FieldLabel htmlFor={id} text={fileFieldLabel(field.label)} required={field.requis} />
      <input
        id={id}
        type="file"
        accept={FILE_ACCEPT}
        required={field.requis}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget)}
        onBlur={() => dispatch(fieldTouched(field.id))}
      />
      {chosen ? (
        <p id={chosenId} className="field__description">
          {fr.demandes.fileChosen} {chosen.name}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

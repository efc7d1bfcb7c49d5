// A document field (SPEC §5, §9): PDF, JPG or PNG up to 10 MB, the limit said in its label; a refused
// file is not kept and its reason is shown at once. On the kiosk, whoever renders it, no file input: its
// OS Open dialog would let a customer browse the device (issue 10 §3); a note says where instead.
import { useId } from 'react';
import type { FormField } from '@shared/access-requests';
import { frDemandes } from '../../i18n/fr/demandes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPlatform } from '../../app/appSlice';
import { forgetChosenFile, keepChosenFile } from './chosenFiles';
import { FILE_ACCEPT, fileFieldLabel, fileProblem, type FileFacts } from './fileRules';
import { fieldTouched, fileChosen, fileRefused } from './processingSlice';
import { FieldError, FieldLabel } from '../../ui/FieldParts';
import { KioskDocumentNote } from './KioskDocumentNote';

interface Props {
  field: FormField;
  chosen: FileFacts | undefined;
  error: string | null;
  className: string;
}

export function FileField(props: Props) {
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  return kiosk ? (
    <KioskDocumentNote field={props.field} className={props.className} />
  ) : (
    <FileInput {...props} />
  );
}

function FileInput({ field, chosen, error, className }: Props) {
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
          {frDemandes.fileChosen} {chosen.name}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

// A document field (SPEC §5, §9): PDF, JPG or PNG under 10 MB, the limit said in its label; a refused
// file is not kept and its reason is shown at once. On the kiosk, whoever renders it, no file input: its
// OS Open dialog would let a customer browse the device (issue 10 §3); a note says where instead.
import { useId } from 'react';
import type { FormField } from '@shared/access-requests';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectPlatform } from '../../app/appSlice';
import { forgetChosenFile, keepChosenFile } from './chosenFiles';
import { FILE_ACCEPT, fileFieldLabel, fileProblem, type FileFacts } from './fileRules';
import { fieldTouched, fileChosen, fileRefused } from './processingSlice';
import { FieldError } from '../../ui/FieldParts';
import { KioskDocumentNote } from './KioskDocumentNote';
import { useCatalog } from '../../i18n/language';

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

/**
 * The browser's own file control speaks English ("Choose File", "No file chosen"). The native input
 * stays, for the keyboard (one Tab stop, Space or Enter opens the chooser) and screen readers, but is
 * visually hidden; what shows is a label styled as a button, « Choisir un fichier », and the chosen
 * file's name or « Aucun fichier choisi », announced and describing the input.
 */
function FileInput({ field, chosen, error, className }: Props) {
  const dispatch = useAppDispatch();
  const id = useId();
  const labelId = `${id}-libelle`;
  const buttonId = `${id}-bouton`;
  const errorId = `${id}-erreur`;
  const statusId = `${id}-choisi`;
  const t = useCatalog(frDemandes, enDemandes);

  const onChange = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = fileProblem(file, t);
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
      <label id={labelId} htmlFor={id}>
        {fileFieldLabel(field.label, t)}
        {field.requis ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="file-control">
        <input
          id={id}
          type="file"
          className="file-control__input visually-hidden"
          accept={FILE_ACCEPT}
          required={field.requis}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, statusId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.currentTarget)}
          onBlur={() => dispatch(fieldTouched(field.id))}
        />
        <label id={buttonId} htmlFor={id} className="button button--secondary file-control__button">
          {t.chooseFile}
        </label>
        <span id={statusId} className="file-control__status" aria-live="polite">
          {chosen ? `${t.fileChosen} ${chosen.name}` : t.noFileChosen}
        </span>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

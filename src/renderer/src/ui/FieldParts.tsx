// The parts every labelled control shares (RGAA 11.1, 11.10): its label with the '*' of required fields,
// and its error, tied to the control by aria-describedby.

export function FieldLabel({
  htmlFor,
  text,
  required,
}: {
  htmlFor: string;
  text: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor}>
      {text}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

// The files chosen in the processing form, kept here until they are sent: a File is not serialisable,
// so the store only holds its name, size and type (processingSlice.files).

const files = new Map<number, File>();

export function keepChosenFile(fieldId: number, file: File): void {
  files.set(fieldId, file);
}

export function chosenFile(fieldId: number): File | null {
  return files.get(fieldId) ?? null;
}

export function forgetChosenFile(fieldId: number): void {
  files.delete(fieldId);
}

/** A new request or a sent one: nothing of the previous files stays in memory. */
export function clearChosenFiles(): void {
  files.clear();
}

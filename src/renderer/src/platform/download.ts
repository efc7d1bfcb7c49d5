// On the web a PDF is saved through a temporary link (the kiosk prints instead, SPEC §1).

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL dies.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a Blob as a file through the browser: an object URL and a temporary <a download>. Works offline. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the browser has started reading the Blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file (exports). */
export function saveText(fileName: string, text: string, mimeType: string): void {
  saveBlob(fileName, new Blob([text], { type: mimeType }));
}

/**
 * Saves a downloaded export in the browser under its file name: an object URL on a detached
 * <a download>, clicked once, then revoked. Touches nothing on the host page.
 */
export function saveFile({ blob, filename }: { blob: Blob; filename: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

import type { DownloadedFile } from './api-client';

/** How long the object URL outlives the click (the browser has started the download by then). */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a file fetched through the API client (a tax invoice's PDF) to the browser as a
 * download under the server's name: an object URL and a one-off `<a download>`.
 */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

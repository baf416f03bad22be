import { onTestFinished, vi } from 'vitest';

export interface SavedFile {
  filename: string;
  blob: Blob;
}

/**
 * jsdom neither makes object URLs nor downloads: this records what the page saves through an
 * object URL and an `<a download>` (lib/save-file.ts), the file's name and its bytes.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  // jsdom has neither: put back whatever was there (a harmless one for a revoke on its timer).
  const original = Object.getOwnPropertyDescriptors(URL);
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  onTestFinished(() => {
    const noop = { value: () => undefined, configurable: true, writable: true };
    Object.defineProperty(URL, 'revokeObjectURL', original.revokeObjectURL ?? noop);
    if (original.createObjectURL) {
      Object.defineProperty(URL, 'createObjectURL', original.createObjectURL);
    } else {
      Reflect.deleteProperty(URL, 'createObjectURL');
    }
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (this.download && blob) saved.push({ filename: this.download, blob });
  });
  return saved;
}

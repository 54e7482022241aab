import { vi } from 'vitest';

export interface SavedFile {
  filename: string;
  blob: Blob;
}

/**
 * What the browser was asked to save: the `<a download>` clicked and the blob behind its URL.
 * Call in the test; `vi.restoreAllMocks()` after it.
 */
export function captureSavedFiles(): SavedFile[] {
  // jsdom has no object URLs: stand-ins for the spy below and for the revoke after the save.
  Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => {} });
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ filename: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
  return saved;
}

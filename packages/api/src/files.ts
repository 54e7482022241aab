import { DEFAULT_BASE_URL, type ApiClient } from './client';
import { unwrap } from './errors';
import type { ImageUploadResponse } from './types';

/** Uploads a PNG or JPEG as the multipart field `file`; answers the new image id. */
export function uploadImage(client: ApiClient, file: Blob): Promise<ImageUploadResponse> {
  return unwrap(
    client.POST('/files/upload', {
      body: { file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );
}

/** URL for an `<img src>` showing a stored image. */
export function imageUrl(imageId: string, baseUrl: string = DEFAULT_BASE_URL): string {
  return `${baseUrl}/files/display/${encodeURIComponent(imageId)}`;
}

/**
 * The headers of every stored image's bytes, from the server and the mock alike. An image id names
 * the same picture for ever, so it may be kept a year; the answer depends on `Accept` (the server
 * sends browsers that accept WebP a WebP copy), so caches keep one per `Accept` header.
 */
export const IMAGE_DISPLAY_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept',
} as const;

const spreadsheets = {
  users: { path: '/excel/download/users', filename: 'users.xlsx' },
  vehicles: { path: '/excel/download/cars', filename: 'vehicles.xlsx' },
  reservations: { path: '/excel/download/reservations', filename: 'reservations.xlsx' },
} as const;

export type SpreadsheetName = keyof typeof spreadsheets;

export interface DownloadedFile {
  blob: Blob;
  /** The name the spec saves the file under, e.g. `vehicles.xlsx`. */
  filename: string;
}

/** Downloads one of the administrator spreadsheets as a Blob. */
export async function downloadSpreadsheet(
  client: ApiClient,
  name: SpreadsheetName,
): Promise<DownloadedFile> {
  const { path, filename } = spreadsheets[name];
  const blob = await unwrap(client.GET(path, { parseAs: 'blob' }));
  return { blob, filename };
}

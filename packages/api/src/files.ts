import { DEFAULT_BASE_URL, type ApiClient } from './client';
import { unwrap } from './errors';
import {
  IMAGE_COPY_WIDTHS,
  type ImageCopyWidth,
  type ImageUploadResponse,
} from '@rentacar/contract';

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

/** URL for an `<img src>` showing a stored image; with `width`, its copy for a slot that wide. */
export function imageUrl(
  imageId: string,
  baseUrl: string = DEFAULT_BASE_URL,
  width?: ImageCopyWidth,
): string {
  const url = `${baseUrl}/files/display/${encodeURIComponent(imageId)}`;
  return width === undefined ? url : `${url}?width=${width}`;
}

/**
 * `<img srcset>` offering each copy of a stored image at its real width (the vehicle's
 * `imageCopyWidths`), so the browser fetches the smallest that fills the picture's slot (given by
 * the `sizes` the component knows from its layout) and knows how wide what it gets is. Each copy
 * is fetched with the narrowest slot at least as wide; undefined when there is no copy.
 */
export function imageSrcSet(
  imageId: string,
  copyWidths: readonly number[] | undefined,
  baseUrl: string = DEFAULT_BASE_URL,
): string | undefined {
  if (copyWidths === undefined || copyWidths.length === 0) return undefined;
  const widest = IMAGE_COPY_WIDTHS[IMAGE_COPY_WIDTHS.length - 1]!;
  return copyWidths
    .map((width) => {
      const slot = IMAGE_COPY_WIDTHS.find((slotWidth) => slotWidth >= width) ?? widest;
      return `${imageUrl(imageId, baseUrl, slot)} ${width}w`;
    })
    .join(', ');
}

const spreadsheets = {
  users: { path: '/excel/download/users', filename: 'users.xlsx' },
  vehicles: { path: '/excel/download/cars', filename: 'vehicles.xlsx' },
  reservations: { path: '/excel/download/reservations', filename: 'reservations.xlsx' },
  branches: { path: '/excel/download/branches', filename: 'branches.xlsx' },
} as const;

export type SpreadsheetName = keyof typeof spreadsheets;

export interface DownloadedFile {
  blob: Blob;
  /** The name the spec saves the file under, e.g. `vehicles.xlsx`. */
  filename: string;
}

/**
 * Downloads one of the administrator spreadsheets as a Blob, its headers in `language` (sent as
 * `Accept-Language`; without it, the browser's own preference decides).
 */
export async function downloadSpreadsheet(
  client: ApiClient,
  name: SpreadsheetName,
  language?: string,
): Promise<DownloadedFile> {
  const { path, filename } = spreadsheets[name];
  const headers = language === undefined ? {} : { 'Accept-Language': language };
  const blob = await unwrap(client.GET(path, { parseAs: 'blob', headers }));
  return { blob, filename };
}

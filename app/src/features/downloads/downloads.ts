import { downloadSpreadsheet, type SpreadsheetName } from '@rentacar/api';
import { api } from '../../shell/api/client';

/** Hands a blob to the browser's download manager under `filename`, as an `<a download>` click. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after the click handler ran.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * Downloads an administrator spreadsheet, its headers in the app's `language`, and saves it as
 * users.xlsx, vehicles.xlsx or reservations.xlsx.
 */
export async function saveSpreadsheet(name: SpreadsheetName, language: string): Promise<void> {
  const { blob, filename } = await downloadSpreadsheet(api, name, language);
  saveBlob(blob, filename);
}

import { useState, type ReactNode } from 'react';
import type { SpreadsheetName } from '@rentacar/api';
import { Button } from '@rentacar/ui';
import { saveSpreadsheet } from '../api/downloads';

/** Saves one of the spreadsheets (users.xlsx, ...); a failure is only logged (spec §8). */
export function DownloadButton({
  spreadsheet,
  children,
}: {
  spreadsheet: SpreadsheetName;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveSpreadsheet(spreadsheet);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" busy={busy} busyLabel="Downloading" onClick={() => void download()}>
      {children}
    </Button>
  );
}

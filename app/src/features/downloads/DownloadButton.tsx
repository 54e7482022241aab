import type { ReactNode } from 'react';
import type { SpreadsheetName } from '@rentacar/api';
import { Button } from '@rentacar/ui';
import { saveSpreadsheet } from './downloads';
import { useSave } from '../../shell/useSave';
import { useLingui } from '@lingui/react/macro';

/** Saves one of the spreadsheets (users.xlsx, ...); a failure is only logged (spec §8). */
export function DownloadButton({
  spreadsheet,
  children,
}: {
  spreadsheet: SpreadsheetName;
  children: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { busy, save } = useSave();
  return (
    <Button
      variant="secondary"
      busy={busy}
      busyLabel={t`Downloading`}
      onClick={() => void save(() => saveSpreadsheet(spreadsheet, i18n.locale), { failure: 'log' })}
    >
      {children}
    </Button>
  );
}

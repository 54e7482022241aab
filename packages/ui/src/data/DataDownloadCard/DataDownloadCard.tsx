import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { Card, CardNote, CardTitle } from './styles';

export interface DataDownloadCardProps {
  /** Fetches the file and hands it to the browser. */
  onDownload: () => void;
  /** The download is running. */
  busy?: boolean;
}

/**
 * The profile page's 'Your data' card: what the download holds and its 'Download my data' button.
 */
export function DataDownloadCard({ onDownload, busy = false }: DataDownloadCardProps) {
  const { t } = useLingui();
  return (
    <Card aria-label={t`Your data`}>
      <CardTitle>
        <Trans>Your data</Trans>
      </CardTitle>
      <CardNote>
        <Trans>
          A copy of everything we keep about you, as a JSON file: your profile, your driver
          details, your reservations, your messages to us and the e-mails we sent you.
        </Trans>
      </CardNote>
      <Button variant="outline" onClick={onDownload} busy={busy}>
        <Trans>Download my data</Trans>
      </Button>
    </Card>
  );
}

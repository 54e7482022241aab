import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage';
import { StatusText } from './styles';

export interface NotFoundProps {
  /** Extra content under the message, e.g. a link home supplied by the app. */
  children?: ReactNode;
}

/**
 * The 404 page, for an address the app does not know.
 */
export function NotFound({ children }: NotFoundProps) {
  const { t } = useLingui();
  return (
    <StatusMessage code={404} title={t`Opps! Something went wrong`}>
      <StatusText>
        <Trans>The page you are looking for couldn&apos;t be found</Trans>
      </StatusText>
      {children}
    </StatusMessage>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { StatusMessage } from '../NotFound/StatusMessage';

export interface ForbiddenProps {
  /** Extra content under the message, e.g. a link home supplied by the app. */
  children?: ReactNode;
}

/**
 * The 403 page, for a signed-in user who opens a page their role may not see.
 */
export function Forbidden({ children }: ForbiddenProps) {
  const { t } = useLingui();
  return (
    <StatusMessage code={403} title={t`The page you try to enter is forbidden`}>
      {children}
    </StatusMessage>
  );
}

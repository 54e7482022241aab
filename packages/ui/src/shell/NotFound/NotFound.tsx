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
  return (
    <StatusMessage code={404} title="Opps! Something went wrong">
      <StatusText>The page you are looking for couldn&apos;t be found</StatusText>
      {children}
    </StatusMessage>
  );
}

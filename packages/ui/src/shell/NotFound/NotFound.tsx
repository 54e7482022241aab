import { useId, type ReactNode } from 'react';
import { StatusCode, StatusPage, StatusText, StatusTitle } from './styles';

export interface NotFoundProps {
  /** Extra content under the message, e.g. a link home supplied by the app. */
  children?: ReactNode;
}

export function NotFound({ children }: NotFoundProps) {
  const titleId = useId();
  return (
    <StatusPage aria-labelledby={titleId}>
      <StatusCode aria-hidden="true">404</StatusCode>
      <StatusTitle id={titleId}>Opps! Something went wrong</StatusTitle>
      <StatusText>The page you are looking for couldn&apos;t be found</StatusText>
      {children}
    </StatusPage>
  );
}

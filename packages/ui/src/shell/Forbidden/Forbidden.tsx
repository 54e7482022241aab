import { useId, type ReactNode } from 'react';
import { StatusCode, StatusPage, StatusTitle } from './styles';

export interface ForbiddenProps {
  /** Extra content under the message, e.g. a link home supplied by the app. */
  children?: ReactNode;
}

export function Forbidden({ children }: ForbiddenProps) {
  const titleId = useId();
  return (
    <StatusPage aria-labelledby={titleId}>
      <StatusCode aria-hidden="true">403</StatusCode>
      <StatusTitle id={titleId}>The page you try to enter is forbidden</StatusTitle>
      {children}
    </StatusPage>
  );
}

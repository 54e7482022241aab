import { useId, type ReactNode } from 'react';
import { StatusCode, StatusPage, StatusTitle } from './styles';

export interface StatusMessageProps {
  /** The HTTP status the page stands for, shown large (hidden from screen readers). */
  code: number;
  /** The heading, which also names the page's region. */
  title: string;
  children?: ReactNode;
}

/** The layout of the not-found and forbidden pages: the status code, the title, then `children`. */
export function StatusMessage({ code, title, children }: StatusMessageProps) {
  const titleId = useId();
  return (
    <StatusPage aria-labelledby={titleId}>
      <StatusCode aria-hidden="true">{code}</StatusCode>
      {/* The app focuses it after a navigation (by script only: -1). */}
      <StatusTitle id={titleId} tabIndex={-1}>
        {title}
      </StatusTitle>
      {children}
    </StatusPage>
  );
}

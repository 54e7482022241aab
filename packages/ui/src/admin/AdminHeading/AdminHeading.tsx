import type { ReactNode } from 'react';
import { Heading, Toolbar } from './styles';

export interface AdminHeadingProps {
  /** The screen's title, its one level-one heading ('Users', 'Reservation 12'). */
  children: ReactNode;
  /** Buttons shown under the title at the right ('Download Users', 'New Vehicle'). */
  actions?: ReactNode;
}

/** The title of an admin screen, with the screen's own actions under it. */
export function AdminHeading({ children, actions }: AdminHeadingProps) {
  return (
    <>
      {/* The app focuses it after a navigation (by script only: -1). */}
      <Heading tabIndex={-1}>{children}</Heading>
      {actions && <Toolbar>{actions}</Toolbar>}
    </>
  );
}

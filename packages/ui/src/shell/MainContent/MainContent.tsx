import type { ReactNode } from 'react';
import { Main } from './styles';

export interface MainContentProps {
  /** The current screen, between the navbar and the footer. */
  children: ReactNode;
}

/**
 * The page's main landmark, at least a screen tall so the footer starts below the fold: a screen
 * whose data arrives later then grows without pushing the footer through the view (layout shift).
 */
export function MainContent({ children }: MainContentProps) {
  return <Main>{children}</Main>;
}

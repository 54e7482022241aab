import type { ReactNode } from 'react';
import { Main } from './styles';

/** The main landmark's id, which `SkipLink` leads to. */
export const MAIN_CONTENT_ID = 'main-content';

export interface MainContentProps {
  /** The current screen, between the navbar and the footer. */
  children: ReactNode;
}

/**
 * The page's main landmark, at least a screen tall so the footer starts below the fold: a screen
 * whose data arrives later then grows without pushing the footer through the view (layout shift).
 * It takes focus from `SkipLink` and after a navigation (tabIndex -1: by script, never by Tab).
 */
export function MainContent({ children }: MainContentProps) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  );
}

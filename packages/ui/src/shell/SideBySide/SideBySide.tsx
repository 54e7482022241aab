import type { ReactNode } from 'react';
import { contentImageSizes } from '../../foundations/imageSizes';
import { Columns, MAIN_AND_SIDE } from './styles';

export type SideBySideSplit = 'mainAndSide' | 'even';

export interface SideBySideProps {
  /** The columns: the first child is the left column, the second the right one. */
  children: ReactNode;
  /**
   * `mainAndSide`: a wider main column and a side column (booking form, contact info) from medium
   * screens up; `even`: two equal columns from large screens up (the profile's two forms).
   */
  split?: SideBySideSplit;
}

/** Two columns side by side on wide screens, stacked on narrow ones. */
export function SideBySide({ children, split = 'mainAndSide' }: SideBySideProps) {
  return <Columns $split={split}>{children}</Columns>;
}

/** `<img sizes>` of a picture spanning the main column of the default (`mainAndSide`) split. */
export const mainColumnImageSizes = contentImageSizes({
  xs: 1,
  [MAIN_AND_SIDE.from]: MAIN_AND_SIDE.main / (MAIN_AND_SIDE.main + MAIN_AND_SIDE.side),
});

import { css, styled } from 'styled-components';
import { media } from '../../foundations/media';
import type { SideBySideSplit } from './SideBySide';

/** The `mainAndSide` split: the columns' shares of the width, side by side from `from` up. */
export const MAIN_AND_SIDE = { main: 3, side: 2, from: 'md' } as const;

const splits = {
  mainAndSide: css`
    ${media.up(MAIN_AND_SIDE.from)} {
      grid-template-columns: minmax(0, ${MAIN_AND_SIDE.main}fr) minmax(0, ${MAIN_AND_SIDE.side}fr);
    }
  `,
  even: css`
    ${media.up('lg')} {
      grid-template-columns: 1fr 1fr;
      align-items: start;
    }
  `,
};

export const Columns = styled.div<{ $split: SideBySideSplit }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ $split }) => splits[$split]}
`;

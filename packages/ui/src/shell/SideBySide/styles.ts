import { css, styled } from 'styled-components';
import { media } from '../../foundations/media';
import type { SideBySideSplit } from './SideBySide';

const splits = {
  mainAndSide: css`
    ${media.up('md')} {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
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

import { styled } from 'styled-components';
import { media } from '../../foundations/media';
import { bareList } from '../../foundations/bareList';

/** Cards per row from each breakpoint up: the grid's columns and its pictures' slots. */
export const CARDS_PER_ROW = { xs: 1, sm: 2, md: 3, lg: 4 } as const;

const columnsFrom = (breakpoint: Exclude<keyof typeof CARDS_PER_ROW, 'xs'>) => `
  ${media.up(breakpoint)} {
    grid-template-columns: repeat(${CARDS_PER_ROW[breakpoint]}, 1fr);
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(${CARDS_PER_ROW.xs}, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${bareList}
  ${columnsFrom('sm')}
  ${columnsFrom('md')}
  ${columnsFrom('lg')}
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const EmptyText = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { styled } from 'styled-components';
import { media } from '../../foundations/media';

export const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** One closure: its date, its reason and Remove; stacked on a phone. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: center;

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  }
`;

export const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { styled } from 'styled-components';
import { media } from '../../foundations/media';
import { bareList } from '../../foundations/bareList';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  ${bareList}

  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

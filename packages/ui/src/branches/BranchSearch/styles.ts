import { styled } from 'styled-components';
import { media } from '../../foundations/media';

export const SearchForm = styled.form`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${media.up('md')} {
    grid-template-columns: 2fr 1fr 1fr auto;
  }

  > p {
    grid-column: 1 / -1;
  }
`;

import { styled } from 'styled-components';

/** The native select, in the navbar's colours. */
export const Select = styled.select`
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};
  border-color: ${({ theme }) => theme.colors.onDarkMuted};
`;

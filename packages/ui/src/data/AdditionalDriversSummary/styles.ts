import { styled } from 'styled-components';

export const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const DriverTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

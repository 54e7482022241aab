import { styled } from 'styled-components';

export const SummaryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

import { styled } from 'styled-components';

export const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

import { styled } from 'styled-components';

export const Heading = styled.h1`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

import { styled } from 'styled-components';

export const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

import { styled } from 'styled-components';

export const CustomerLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

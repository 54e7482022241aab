import { styled } from 'styled-components';

export const Place = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Time = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { styled } from 'styled-components';

export const Card = styled.article`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const Subject = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Sender = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

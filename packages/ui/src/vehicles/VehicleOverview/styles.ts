import { styled } from 'styled-components';

export const PriceBadge = styled.p`
  display: inline-block;
  margin: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const PhotoRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

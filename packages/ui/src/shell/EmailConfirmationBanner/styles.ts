import { styled } from 'styled-components';

/** A bordered strip; its left edge marks whether something is left to do. */
export const Banner = styled.section<{ $confirmed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-left: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $confirmed }) => ($confirmed ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const Message = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

import { styled } from 'styled-components';

export const Card = styled.section`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space.xxxl} * 9);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const TopBar = styled.div`
  display: flex;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const TabList = styled.div`
  display: flex;
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button<{ $active: boolean }>`
  flex: 1;
  padding: ${({ theme }) => theme.space.sm};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: none;
  border: 0;
  border-bottom: ${({ theme }) => theme.borderWidths.thick} solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
  }
`;

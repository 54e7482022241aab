import { css, styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';
import { focusRing } from '../../foundations/focusRing';

export const PagingNav = styled.nav<{ $centered: boolean }>`
  ${({ $centered }) =>
    $centered &&
    css`
      display: flex;
      justify-content: center;
      margin-top: ${({ theme }) => theme.space.xl};
    `}
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

export const PageButton = styled.button<{ $current: boolean }>`
  min-width: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

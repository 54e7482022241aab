import { css, styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';
import { focusRing } from '../../foundations/focusRing';
import { media } from '../../foundations/media';

export const PagingNav = styled.nav<{ $centered: boolean }>`
  ${({ $centered }) =>
    $centered &&
    css`
      display: flex;
      justify-content: center;
      margin-top: ${({ theme }) => theme.space.xl};
    `}
`;

// One row at any width: a second row would read as another set of pages.
export const PageList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

// Below sm, narrower buttons keep all nine controls in one row of a 375 px phone (still 24 px
// wide, the least a target may be).
export const PageButton = styled.button<{ $current: boolean }>`
  min-width: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  ${media.down('sm')} {
    min-width: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.xs};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

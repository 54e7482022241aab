import { styled, css } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';
import { insetFocusRing } from '../../foundations/focusRing';
import { media } from '../../foundations/media';

/**
 * A table wider than the screen (an admin list on a phone) scrolls sideways. Phones hide scroll
 * bars, so a shadow marks each edge with more columns beyond it: the two shadows stay put
 * (`scroll`) while two surface-coloured covers travel with the content (`local`) and hide a
 * shadow once its edge is reached. Below md the first column (the record's name) stays in place.
 */
export const TableWrapper = styled.div`
  overflow-x: auto;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => `${theme.colors.textMuted} transparent`};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left /
      ${({ theme }) => theme.space.xxl} 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right /
      ${({ theme }) => theme.space.xxl} 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, ${({ theme }) => theme.colors.overlay}, transparent)
      left / ${({ theme }) => theme.space.md} 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, ${({ theme }) => theme.colors.overlay}, transparent)
      right / ${({ theme }) => theme.space.md} 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${media.down('md')} {
    th:first-child,
    td:first-child {
      position: sticky;
      left: 0;
      z-index: ${({ theme }) => theme.zIndices.raised};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: inset calc(-1 * ${({ theme }) => theme.borderWidths.thin}) 0
        ${({ theme }) => theme.colors.border};
    }

    th:first-child {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
`;

// The hidden caption's own padding (0) wins over the shown caption's: padding would widen the
// 1px box a screen reader reads into a visible sliver that cuts the caption off.
export const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
`;

export const HeaderCell = styled.th`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  text-align: left;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.border};
`;

export const SortButton = styled.button`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
`;

export const Row = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  transition: background-color ${({ theme }) => theme.transition.duration};

  &:hover {
    background: ${({ theme, $clickable }) => ($clickable ? theme.colors.surfaceAlt : 'inherit')};
  }

  &:focus-visible {
    ${insetFocusRing}
  }
`;

export const Cell = styled.td`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

export const StateCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Sticky at the left edge: on a phone, where the table scrolls sideways, the page size and the
// pagination stay in view however far it is scrolled.
export const Footer = styled.div`
  position: sticky;
  left: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

export const PageSize = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  select {
    padding: ${({ theme }) => theme.space.xs};
    font: inherit;
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

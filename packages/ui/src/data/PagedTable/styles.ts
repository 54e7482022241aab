import { styled, css } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';
import { insetFocusRing } from '../../foundations/focusRing';

export const TableWrapper = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
  padding: ${({ theme }) => theme.space.md};
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

export const Footer = styled.div`
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

import { styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const HistoryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Changes = styled.ol`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Change = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ChangeMeta = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  /* Long places wrap inside their cell instead of widening the page on a phone. */
  overflow-wrap: anywhere;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
      ${({ theme }) => theme.colors.border};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const HiddenCaption = styled.caption`
  ${visuallyHidden}
`;

import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Breakdown = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

export const LinesTable = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme, $busy }) => ($busy ? theme.colors.textMuted : theme.colors.text)};

  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xxs} 0;
    vertical-align: top;
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  th {
    text-align: start;
    padding-inline-end: ${({ theme }) => theme.space.md};
  }

  td {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tfoot th,
  tfoot td {
    border-top: ${({ theme }) => theme.borderWidths.thin} solid
      ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** An amount that is part of the total already (a tax included in the prices): not added. */
export const IncludedAmount = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Problem = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};

  p,
  ul {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** What the polite live region says aloud; the table shows the same facts. */
export const Announcement = styled.span`
  ${visuallyHidden}
`;

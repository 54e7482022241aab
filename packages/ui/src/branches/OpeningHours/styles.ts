import { styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const TodayLine = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const HoursTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.proseColumn};

  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
      ${({ theme }) => theme.colors.border};
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  tr[aria-current='date'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const DayCell = styled.th<{ $today: boolean }>`
  font-weight: ${({ theme, $today }) =>
    $today ? theme.fontWeights.bold : theme.fontWeights.regular};
`;

export const Subheading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ClosureList = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Figure = styled.figure`
  margin: 0;
`;

export const Title = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Plot = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: stretch;
  height: calc(${({ theme }) => theme.space.xxxl} * 3);
  padding-top: ${({ theme }) => theme.space.md};
  border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme }) => theme.colors.border};
`;

export const Column = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  justify-content: flex-end;
  min-width: 0;
`;

export const Bar = styled.div`
  min-height: ${({ theme }) => theme.borderWidths.thin};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
`;

export const Labels = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.span`
  flex: 1 1 0;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
  white-space: nowrap;
`;

/** The chart's data for screen readers: the bars themselves are hidden from them. */
export const DataTable = styled.table`
  ${visuallyHidden}
`;

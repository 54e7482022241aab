import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';

export const Figure = styled.figure`
  margin: 0;
`;

export const Title = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Fills the figure's width; the chart is drawn to the width it measures. */
export const Plot = styled.div`
  width: 100%;
  overflow: hidden;

  svg {
    display: block;
    max-width: 100%;
  }
`;

/** The chart's data for screen readers: the drawing itself is hidden from them. */
export const DataTable = styled.table`
  ${visuallyHidden}
`;

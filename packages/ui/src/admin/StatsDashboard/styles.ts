import { styled } from 'styled-components';
import { visuallyHidden } from '../../foundations/visuallyHidden';
import { bareList } from '../../foundations/bareList';
import { media } from '../../foundations/media';

export const Dashboard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Cards = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Card = styled.li`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Figure = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const PanelTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Split = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A bar of the share; the number next to it is what assistive technology reads. */
export const Meter = styled.div`
  height: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const MeterFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    text-align: left;
    border-bottom: ${({ theme }) => theme.borderWidths.thin} solid
      ${({ theme }) => theme.colors.border};
  }

  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const HiddenCaption = styled.caption`
  ${visuallyHidden}
`;

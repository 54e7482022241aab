import { styled } from 'styled-components';
import { media } from '../../foundations/media';

// The editor lists and edits its records as the blocked periods' editor does.
export {
  Empty,
  Form,
  FormHeading,
  Heading,
  Periods as Seasons,
  RowActions,
  Section,
} from '../BlockedPeriodsEditor/styles';

/** One season: its name, dates and percent, then Edit and Delete; stacked on a phone. */
export const Season = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

export const Percent = styled.span`
  font-variant-numeric: tabular-nums;
`;

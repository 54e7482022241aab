import { styled } from 'styled-components';
import { bareList } from '../../foundations/bareList';
import { media } from '../../foundations/media';
import { SchemaForm } from '../../forms/SchemaForm';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Periods = styled.ul`
  ${bareList};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** One period: its times and reason, then Edit and Delete; stacked on a phone. */
export const Period = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) auto;
  }
`;

export const Times = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Reason = styled.span`
  overflow-wrap: anywhere;
`;

export const RowActions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Form = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.borderWidths.thin} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
` as typeof SchemaForm;

export const FormHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** The reservations in a refused period's way. */
export const Conflict = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.borderWidths.medium} solid ${theme.colors.danger}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

import { styled } from 'styled-components';
import type { SchemaForm } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';

/** The form card, raised higher beside the vehicle it books. */
export const BookingCard = styled(FormCard)`
  box-shadow: ${({ theme }) => theme.shadows.md};
` as typeof SchemaForm;

export const StatusLine = styled.p<{ $tone: 'checking' | 'available' | 'unavailable' }>`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) =>
    ({
      checking: theme.colors.textMuted,
      available: theme.colors.success,
      unavailable: theme.colors.danger,
    })[$tone]};
`;

export const QuoteLine = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A branch's hours under the date and time they apply to. */
export const HoursNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the driver may not book, in the danger colour above the submit button. */
export const DriverProblem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

/** One additional driver's fields, under its number. */
export const DriverGroup = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const DriverGroupTitle = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const DriverActions = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

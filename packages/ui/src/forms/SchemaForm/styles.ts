import { styled } from 'styled-components';
import { SchemaForm } from './SchemaForm';

/** A form on a card of its own: the account forms and the admin edit forms. */
export const FormCard = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
` as typeof SchemaForm;

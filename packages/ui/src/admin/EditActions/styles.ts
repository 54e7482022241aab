import { styled } from 'styled-components';
import { SchemaForm } from '../../forms/SchemaForm';

/** The card of an admin edit form. */
export const AdminFormCard = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
` as typeof SchemaForm;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

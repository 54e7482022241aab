import { styled } from 'styled-components';
import { SchemaForm } from '../SchemaForm';

export const BookingCard = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
` as typeof SchemaForm;

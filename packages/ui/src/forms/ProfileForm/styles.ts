import { styled } from 'styled-components';
import { SchemaForm } from '../SchemaForm';

/** The card of the profile page's 'Update Profile' and 'Update Password' forms. */
export const AccountFormCard = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
` as typeof SchemaForm;

export const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

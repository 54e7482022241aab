import { styled } from 'styled-components';
import { SchemaForm } from '../../forms/SchemaForm';

export const AdminFormCard = styled(SchemaForm)`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};
` as typeof SchemaForm;

export const Preview = styled.img`
  width: 100%;
  max-width: calc(${({ theme }) => theme.space.xxxl} * 5);
  height: ${({ theme }) => theme.sizes.cardImageHeight};
  object-fit: contain;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

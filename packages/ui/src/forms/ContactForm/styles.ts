import { styled } from 'styled-components';
import { SchemaForm } from '../SchemaForm';

export const ContactCard = styled(SchemaForm)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
` as typeof SchemaForm;

export const CharacterCount = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
`;

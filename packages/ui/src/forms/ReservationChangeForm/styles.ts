import { styled } from 'styled-components';
import type { SchemaForm } from '../SchemaForm';
import { FormCard } from '../SchemaForm/styles';

export const ChangeCard = styled(FormCard)`
  margin-top: ${({ theme }) => theme.space.md};
` as typeof SchemaForm;

export const NewTotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Difference = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the API refused the change, in the danger colour above the buttons. */
export const Refusal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

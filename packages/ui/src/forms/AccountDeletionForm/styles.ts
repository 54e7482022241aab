import { styled } from 'styled-components';

/** What deleting erases and what it keeps, under the title. */
export const DeletionNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the account was not deleted, in the danger colour above the button. */
export const Refusal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
`;

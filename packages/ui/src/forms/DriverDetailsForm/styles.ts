import { styled } from 'styled-components';

export const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** Why the details are asked for, under the title. */
export const FormNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

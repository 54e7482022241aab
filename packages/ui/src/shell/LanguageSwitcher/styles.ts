import { styled } from 'styled-components';

export const Select = styled.select`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

import { css, styled } from 'styled-components';

const proseStyles = css`
  max-width: ${({ theme }) => theme.sizes.proseColumn};
  line-height: ${({ theme }) => theme.lineHeights.body};

  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Section = styled.section<{ $prose: boolean }>`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  ${({ $prose }) => $prose && proseStyles}
`;

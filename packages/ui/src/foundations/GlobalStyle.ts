import { createGlobalStyle } from 'styled-components';
import { focusRing } from './focusRing';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }

  img {
    max-width: 100%;
    display: block;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus-visible {
    ${focusRing}
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: ${({ theme }) => theme.transition.reduced} !important;
      animation-iteration-count: 1 !important;
      transition-duration: ${({ theme }) => theme.transition.reduced} !important;
      scroll-behavior: auto !important;
    }
  }
`;

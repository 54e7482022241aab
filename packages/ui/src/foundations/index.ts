export { theme, breakpoints, colors, textOnBackgroundPairs } from './theme';
export type { RentacarTheme, Breakpoint, ColorToken } from './theme';
export { media } from './media';
export { GlobalStyle } from './GlobalStyle';
export { RentacarThemeProvider } from './RentacarThemeProvider';
export type { RentacarThemeProviderProps } from './RentacarThemeProvider';
export { visuallyHidden } from './visuallyHidden';
export { AnchorLink } from './link';
export type { LinkProps, LinkComponent } from './link';

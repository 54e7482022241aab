export { theme, breakpoints, colors, textOnBackgroundPairs, createTheme } from './theme';
export type {
  RentacarTheme,
  RentacarColors,
  ThemeOverrides,
  Breakpoint,
  ColorToken,
} from './theme';
export { useRentacarTheme } from './useRentacarTheme';
export { media } from './media';
export { contentImageSizes } from './imageSizes';
export type { ColumnShares } from './imageSizes';
export { GlobalStyle } from './GlobalStyle';
export { RentacarThemeProvider } from './RentacarThemeProvider';
export type { RentacarThemeProviderProps } from './RentacarThemeProvider';
export { createMoneyFormatter, moneyInLanguage, useFormatMoney } from './money';
export type { MoneyFormatter, MoneySettings } from './money';
export { formatDateTime } from './dateTime';
export { visuallyHidden } from './visuallyHidden';
export { AnchorLink } from './link';
export type { LinkProps, LinkComponent } from './link';

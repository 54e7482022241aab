import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { theme as defaultTheme, type RentacarTheme } from './theme';

/**
 * The Rentacar theme of the nearest `RentacarThemeProvider`, typed without touching the host's
 * `DefaultTheme`; outside a provider, the default theme.
 */
export function useRentacarTheme(): RentacarTheme {
  return (useContext(ThemeContext) as RentacarTheme | undefined) ?? defaultTheme;
}

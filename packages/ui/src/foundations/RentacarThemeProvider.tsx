import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type RentacarTheme } from './theme';

export interface RentacarThemeProviderProps {
  /** The part of the page that uses Rentacar components. */
  children: ReactNode;
  /** Replaces the default tokens, e.g. a white-label palette made with `createTheme`. */
  theme?: RentacarTheme;
  /** Render the global reset and body typography; turn off when the host app has its own. */
  withGlobalStyle?: boolean;
}

/**
 * Supplies the Rentacar theme to every component below it. It nests inside a host's own
 * styled-components `ThemeProvider`: below it, components see the Rentacar theme only.
 */
export function RentacarThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
}: RentacarThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}

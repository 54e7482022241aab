import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { theme as defaultTheme, type RentacarTheme } from './theme';

export interface RentacarThemeProviderProps {
  children: ReactNode;
  /** Override the default tokens (e.g. a white-label palette). */
  theme?: RentacarTheme;
  /** Render the global reset and body typography; turn off when the host app has its own. */
  withGlobalStyle?: boolean;
}

/** Supplies the Rentacar theme to every component below it. */
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

import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { MoneySettingsContext, type MoneySettings } from './money';
import { theme as defaultTheme, type RentacarTheme } from './theme';

export interface RentacarThemeProviderProps {
  /** The part of the page that uses Rentacar components. */
  children: ReactNode;
  /** Replaces the default tokens, e.g. a white-label palette made with `createTheme`. */
  theme?: RentacarTheme;
  /** Render the global reset and body typography; turn off when the host app has its own. */
  withGlobalStyle?: boolean;
  /**
   * The currency and locale every price is written in (`$45`, `$137.10`); US dollars by default,
   * in the active language's locale when no `locale` is given (`en-US` for English).
   */
  money?: MoneySettings;
}

/**
 * Supplies the Rentacar theme and money format to every component below it. It nests inside a host's own
 * styled-components `ThemeProvider`: below it, components see the Rentacar theme only.
 */
export function RentacarThemeProvider({
  children,
  theme = defaultTheme,
  withGlobalStyle = true,
  money,
}: RentacarThemeProviderProps) {
  const currency = money?.currency;
  const locale = money?.locale;
  const settings = useMemo(() => ({ currency, locale }), [currency, locale]);
  return (
    <ThemeProvider theme={theme}>
      <MoneySettingsContext.Provider value={settings}>
        {withGlobalStyle && <GlobalStyle />}
        {children}
      </MoneySettingsContext.Provider>
    </ThemeProvider>
  );
}

// The library's own styles read `theme.colors.*` and friends, so inside this package
// styled-components' `DefaultTheme` is the Rentacar theme. A `.d.ts` file is not emitted into
// `dist/`: the published declarations leave the host's `DefaultTheme` alone, and a host opts in with
// the same lines (see the Theming page).
import type { RentacarTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RentacarTheme {}
}

// The app's own styled-components read the Rentacar tokens: it opts in to typing styled-components'
// `DefaultTheme` as the Rentacar theme, as the library's Theming page tells a host app to.
import type { RentacarTheme } from '@rentacar/ui';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme; the empty body is intended.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RentacarTheme {}
}

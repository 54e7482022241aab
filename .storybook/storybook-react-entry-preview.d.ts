// The React renderer's own `renderToCanvas`, which `preview.tsx` wraps; the package ships no types
// for this entry point.
declare module '@storybook/react/entry-preview' {
  import type { Preview } from '@storybook/react';

  export const renderToCanvas: NonNullable<Preview['renderToCanvas']>;
}

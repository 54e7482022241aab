import { useEffect, type ReactNode } from 'react';
import type { Preview } from '@storybook/react-vite';
import { renderToCanvas as renderReactToCanvas } from '@storybook/react/entry-preview';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { RentacarThemeProvider } from '../packages/ui/src/foundations';
import { localeDecorator, localeGlobalTypes, localeLoader } from './locale';
import { breakpointViewports } from './viewports';
import { usageSnippetParameters } from './usageSnippets';

// The stateful mock backend of @rentacar/mocks, loaded only when a story asks for it.
const startMsw = mswLoader(async () => {
  const { startMockWorker, worker } = await import('@rentacar/mocks/browser');
  await startMockWorker();
  return worker;
});

// How long a play function's `findBy...` and `waitFor` wait for what a user action or a load brings
// (Testing Library's default is 1 s). The answer of the mock, which a service worker relays, and
// the new screen take longer than that on a busy machine, and longer still right after a page
// load, when none of that code has run yet: with 1 s, stories opened as shared links fail at
// random (docs/storybook-incidents.md).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Per canvas, resolves once the story handed to it has run its effects (`useEffect`).
 * Storybook's React renderer resolves its render at the story's layout effects; under React's
 * production build (the static Storybook) it has no `act` to flush the rest, so a play function
 * would start before the story's `useEffect`s: react-final-form registers its fields in one, and
 * a field focused and left before then never counts as visited, so no message shows.
 * Keyed by canvas because a docs page renders all of its stories at once: one shared signal left
 * every story but the last unfinished, and an unfinished story never shows its code snippet.
 */
const storyEffectsRanSignals = new WeakMap<HTMLElement, () => void>();

/** Around every story: a parent's effects run after all of its children's. */
function SignalsEffectsRan({ canvas, children }: { canvas: HTMLElement; children: ReactNode }) {
  useEffect(() => storyEffectsRanSignals.get(canvas)?.());
  return children;
}

const preview: Preview = {
  // The play function starts once the story is as a user finds it: rendered and its effects run.
  renderToCanvas: async (renderContext, canvasElement) => {
    const storyEffectsRan = new Promise<void>((resolve) =>
      storyEffectsRanSignals.set(canvasElement, resolve),
    );
    // The canvas shows before the story renders, as on a page. When the sidebar switches stories,
    // Storybook hides the canvas behind its spinner if the switch takes over 100 ms, and that
    // timer can fire while React is rendering: a ConfirmDialog then opens in a hidden canvas,
    // where nothing can take focus, and Escape goes to the body (docs/storybook-incidents.md).
    // Showing the canvas cancels that timer.
    renderContext.showMain();
    const teardown = await renderReactToCanvas(renderContext, canvasElement);
    await storyEffectsRan;
    return teardown;
  },
  tags: ['autodocs'],
  decorators: [
    (Story, { canvasElement }) => (
      <SignalsEffectsRan canvas={canvasElement}>
        <Story />
      </SignalsEffectsRan>
    ),
    (Story) => (
      <RentacarThemeProvider>
        <Story />
      </RentacarThemeProvider>
    ),
    localeDecorator,
  ],
  globalTypes: localeGlobalTypes,
  initialGlobals: { locale: 'en' },
  // Only stories that declare `parameters.msw` (the app's page stories) start the service worker,
  // so the component library's stories run without the worker script being served.
  loaders: [
    localeLoader,
    async (context) => {
      if (context.parameters.msw) {
        return startMsw(context);
      }
      return undefined;
    },
  ],
  parameters: {
    // One sidebar scheme: the guides, then Library/<Group>/<Component>, then App/<Area>/<Screen>,
    // then E-mails/<Template>.
    options: {
      storySort: {
        order: [
          'Guides',
          ['Introduction', 'Theming', 'Forms', 'Translations', 'Contributing'],
          'Library',
          ['Foundations', 'Shell', 'Home', 'Vehicles', 'Forms', 'Data', 'Admin', 'Branches'],
          'App',
          ['Site', 'Account', 'Admin'],
          'E-mails',
        ],
      },
    },
    a11y: {
      test: 'error',
    },
    ...usageSnippetParameters,
    viewport: {
      options: breakpointViewports,
    },
    controls: {
      matchers: {
        color: /(background|color)$/i,
        date: /Date$/i,
      },
    },
  },
};

export default preview;

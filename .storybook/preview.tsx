import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { RentacarThemeProvider } from '../packages/ui/src/foundations';
import { breakpointViewports } from './viewports';

// The stateful mock backend of @rentacar/mocks, loaded only when a story asks for it.
const startMsw = mswLoader(async () => {
  const { startMockWorker, worker } = await import('@rentacar/mocks/browser');
  await startMockWorker();
  return worker;
});

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <RentacarThemeProvider>
        <Story />
      </RentacarThemeProvider>
    ),
  ],
  // Only stories that declare `parameters.msw` (the app's page stories) start the service worker,
  // so the component library's stories run without the worker script being served.
  loaders: [
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
          ['Introduction', 'Theming', 'Forms', 'Contributing'],
          'Library',
          ['Foundations', 'Shell', 'Home', 'Vehicles', 'Forms', 'Data', 'Admin'],
          'App',
          ['Site', 'Account', 'Admin'],
          'E-mails',
        ],
      },
    },
    a11y: {
      test: 'error',
    },
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

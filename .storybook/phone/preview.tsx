import type { Preview } from '@storybook/react-vite';
import preview from '../preview';

// Every story starts at the xs viewport; a story that sets its own viewport keeps it.
const phonePreview: Preview = {
  ...preview,
  initialGlobals: { ...preview.initialGlobals, viewport: { value: 'xs', isRotated: false } },
};

export default phonePreview;

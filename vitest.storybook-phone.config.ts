import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookProject } from './.storybook/vitestProject.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The viewport matrix's phone row: every app screen story again at 375 px (see .storybook/phone).
export default storybookProject('storybook-phone', path.join(dirname, '.storybook/phone'));

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookProject } from './.storybook/vitestProject.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Every story is a test at the desktop test frame; stories choose other viewports with `globals`.
export default storybookProject('storybook', path.join(dirname, '.storybook'));

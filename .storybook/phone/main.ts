import type { StorybookConfig } from '@storybook/react-vite';
import mainConfig from '../main.ts';

/**
 * The phone-width run of every app screen story (`App/<Area>/<Screen>`) and every e-mail
 * (`E-mails/<Template>`, read on phones as often as on desktops): the same Storybook, limited to
 * those stories, whose preview starts at the xs viewport (375 px). Only the
 * `storybook-phone` test project uses it; a new app story joins it by being in `app/src`.
 */
const config: StorybookConfig = {
  ...mainConfig,
  stories: [
    '../../app/src/**/*.stories.@(ts|tsx)',
    '../../packages/emails/src/**/*.stories.@(ts|tsx)',
  ],
};

export default config;

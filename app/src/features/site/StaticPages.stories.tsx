import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  CUSTOMER,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  ON_PHONE,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Static Pages',
} satisfies Meta;

export const About: PageStory = {
  ...pageStory({ path: '/about' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_SCREEN),
    ).toBeVisible();
    await expect(canvas.getByText('Select car')).toBeVisible();
    await expect(canvas.getByText("Let's drive")).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
  },
};

export const AboutOnPhone: PageStory = { ...About, globals: ON_PHONE };

export const PrivacyPolicy: PageStory = {
  ...pageStory({ path: '/privacy-policy' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Last updated: August 16, 2022', {}, FIRST_SCREEN),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: "Children's Privacy" })).toBeVisible();
    await expect(canvas.getByText(/under the age of 13/)).toBeVisible();
  },
};

/** A customer who opens the admin area lands on the forbidden page. */
export const Unauthorized: PageStory = {
  ...pageStory({ path: '/admin', as: CUSTOMER }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The page you try to enter is forbidden', {}, FIRST_SCREEN),
    ).toBeVisible();
  },
};

export const NotFound: PageStory = {
  ...pageStory({ path: '/no/such/page' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Opps! Something went wrong', {}, FIRST_SCREEN),
    ).toBeVisible();
    await expect(canvas.getByText("The page you are looking for couldn't be found")).toBeVisible();
  },
};

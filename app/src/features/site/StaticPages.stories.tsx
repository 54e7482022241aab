import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  CUSTOMER,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Static Pages',
  tags: ['!autodocs'],
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
    await waitFor(() => expect(document.title).toBe('About Us · Rentacar'));
  },
};

/**
 * From the about page to the contact page by the navbar: the new title, and the focus on the new
 * page's heading, where a screen reader starts reading and the next Tab goes on.
 */
export const AfterNavigation: PageStory = {
  ...pageStory({ path: '/about' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_SCREEN);
    // At phone width the navbar's links sit behind its Menu toggle (hidden on a desktop).
    const toggle = canvas.queryByRole('button', { name: 'Menu' });
    if (toggle?.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
    const navigation = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(navigation.getByRole('link', { name: 'Contact' }));
    const heading = await canvas.findByRole(
      'heading',
      { level: 1, name: 'Contact Us' },
      FIRST_SCREEN,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Contact Us · Rentacar');
  },
};

/** The first Tab of a page reaches 'Skip to main content', which passes the navbar. */
export const SkipLink: PageStory = {
  ...pageStory({ path: '/about' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_SCREEN);
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveFocus();
    await expect(skipLink).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const AboutOnPhone: PageStory = onPhone(About);

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
    await waitFor(() => expect(document.title).toBe('Page not found · Rentacar'));
  },
};

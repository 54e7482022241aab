import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { empty, loading, serverError } from '@rentacar/mocks';
import {
  CUSTOMER,
  findUserMenu,
  FIRST_SCREEN,
  ON_DEMAND_PART,
  type PageStory,
  pageStory,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Home',
  tags: ['!autodocs'],
} satisfies Meta;

/**
 * Carousel, the popular models with the first one active, then the three blocks. That a click
 * activates another model, the RTL test checks.
 */
export const Loaded: PageStory = {
  ...pageStory({ path: '/' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Promotions' }, FIRST_SCREEN),
    ).toBeVisible();
    // The lower sections are a chunk of their own, and the models wait for their data too.
    const models = await canvas.findByRole('list', { name: 'Vehicle models' }, FIRST_SCREEN);
    const [first] = within(models).getAllByRole('button');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('img', { name: first!.textContent ?? '' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    // No store page is configured (VITE_APP_STORE_URL, VITE_GOOGLE_PLAY_URL): no app block.
    await expect(canvas.queryByRole('heading', { name: 'Download Our App' })).toBeNull();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** The popular models are on their way: a spinner under the heading. */
export const Loading: PageStory = {
  ...pageStory({ path: '/', overrides: [loading('listVehicles')] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Popular Vehicle Models' }, FIRST_SCREEN);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vehicles');
  },
};

/** No vehicles: the section keeps its heading and shows no bar. */
export const Empty: PageStory = {
  ...pageStory({ path: '/', overrides: [empty('listVehicles')] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Popular Vehicle Models' }, FIRST_SCREEN);
    await expect(canvas.queryByRole('list', { name: 'Vehicle models' })).toBeNull();
  },
};

/** A failed load is only logged: no bar, no toast. */
export const LoadError: PageStory = {
  ...pageStory({ path: '/', overrides: [serverError('listVehicles')] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Popular Vehicle Models' }, FIRST_SCREEN);
    await waitFor(() => expect(canvas.queryByText('Loading vehicles')).toBeNull());
    await expect(canvas.queryByRole('list', { name: 'Vehicle models' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A restored session: the user's name replaces Login and Register. */
export const LoggedIn: PageStory = {
  ...pageStory({ path: '/', as: CUSTOMER }),
  play: async ({ canvas, userEvent }) => {
    const menu = await findUserMenu(canvas, userEvent, 'Jordan Bailey');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'Reservations' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  },
};

/** With a stored token the loading screen shows until GET /user answers. */
export const RestoringSession: PageStory = {
  ...pageStory({ path: '/', as: CUSTOMER, overrides: [loading('getCurrentUser')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/**
 * Logout asks 'Are you sure to logout?' first; confirming shows the Login link again. That the
 * session is gone, and Cancel keeps it, AuthPage.test checks.
 */
export const LogoutConfirmation: PageStory = {
  ...pageStory({ path: '/', as: CUSTOMER }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await findUserMenu(canvas, userEvent, 'Jordan Bailey'));
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = within(
      await canvas.findByRole('dialog', { name: 'Are you sure to logout?' }, ON_DEMAND_PART),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
  },
};

import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminStory, findAdminLayout } from './stories/adminStory';
import { type PageStory, onPhone } from '../stories/pageStory';

/** What every admin screen shares (the dashboard's states are under App/Admin/Dashboard). */
export default {
  title: 'App/Admin/Layout',
  tags: ['!autodocs'],
} satisfies Meta;

export const LogoutConfirmation: PageStory = {
  ...adminStory({ path: '/admin/users' }),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to logout?' });
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const LogoutConfirmationOnPhone: PageStory = onPhone(LogoutConfirmation);

export const NotFound: PageStory = {
  ...adminStory({ path: '/admin/unknown' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByText('Opps! Something went wrong')).toBeVisible();
    await expect(canvas.getByText("The page you are looking for couldn't be found")).toBeVisible();
  },
};

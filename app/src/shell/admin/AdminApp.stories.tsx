import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, loading } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from './stories/adminStory';
import { type PageStory } from '../stories/pageStory';

export default {
  title: 'App/Admin/Layout and Dashboard',
} satisfies Meta;

export const Dashboard: PageStory = {
  ...adminStory({ path: '/admin' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'AdminDashboardPage' }),
    ).toBeVisible();
    const vehicles = await canvas.findByRole('listitem', { name: 'Vehicles' }, { timeout: 5000 });
    await waitFor(() =>
      expect(within(vehicles).getByText(String(db.vehicles.all().length))).toBeVisible(),
    );
    const byStatus = canvas.getByRole('region', { name: 'Reservations by status' });
    await expect(byStatus).toHaveTextContent(/Created\d+ \(.*Cancelled\d+ \(.*Done\d+ \(/);
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DashboardLoading: PageStory = {
  ...adminStory({
    path: '/admin',
    overrides: [loading('getAdminStats')],
  }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading figures');
  },
};

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

export const NotFound: PageStory = {
  ...adminStory({ path: '/admin/unknown' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByText('Opps! Something went wrong')).toBeVisible();
    await expect(canvas.getByText("The page you are looking for couldn't be found")).toBeVisible();
  },
};

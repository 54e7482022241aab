import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createBranch, db, loading } from '@rentacar/mocks';
import {
  adminRecordStory,
  adminStory,
  confirmDelete,
  expectRecordLoading,
  findAdminLayout,
} from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Branch Edit',
  tags: ['!autodocs'],
} satisfies Meta;

const branchStory = adminRecordStory({
  create: () =>
    createBranch({
      name: 'Boston Back Bay',
      openingHours: [
        { day: 1, opens: '08:00', closes: '12:00' },
        { day: 1, opens: '13:00', closes: '18:00' },
      ],
      closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
      oneWayFee: 30,
    }).id,
  pathOf: (id) => `/admin/branches/${id}`,
});

export const Create: PageStory = {
  ...adminStory({ path: '/admin/branches/new' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('heading', { name: 'New Branch' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    const monday = within(canvas.getByRole('group', { name: 'Monday' }));
    await expect(monday.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    // The map stands beside the coordinates; its place list stays when the tiles cannot load.
    await expect(canvas.getByRole('list', { name: 'Places on the map' })).toBeInTheDocument();
  },
};

export const CreateValidationErrors: PageStory = {
  ...adminStory({ path: '/admin/branches/new' }),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(canvas.getByLabelText('Name'));
    await userEvent.type(canvas.getByLabelText('Latitude'), '95');
    await userEvent.click(canvas.getByLabelText('Country'));
    await expect(await canvas.findByText('Please enter the branch name')).toBeVisible();
    await expect(canvas.getByText('The latitude must be between -90 and 90')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

export const Loaded: PageStory = {
  ...branchStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Boston Back Bay' })).toBeVisible();
    const lunch = within(canvas.getByRole('group', { name: 'Monday, period 2' }));
    await expect(lunch.getByLabelText('Opens')).toHaveValue('13:00');
    await expect(canvas.getByLabelText('Reason')).toHaveValue('Christmas Day');
    await expect(canvas.getByLabelText('One-way fee')).toHaveValue(30);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...branchStory([loading('listBranches')]),
  play: expectRecordLoading('Loading branch'),
};

export const NotFound: PageStory = {
  ...adminStory({ path: '/admin/branches/9999' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText("The page you are looking for couldn't be found"),
    ).toBeVisible();
  },
};

export const Updated: PageStory = {
  ...branchStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    const sunday = within(await canvas.findByRole('group', { name: 'Sunday' }));
    await userEvent.click(sunday.getByRole('checkbox', { name: 'Closed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Branch is updated')).toBeInTheDocument();
    const saved = db.branches.all().find((branch) => branch.name === 'Boston Back Bay');
    await expect(saved?.openingHours).toContainEqual({ day: 7, opens: '09:00', closes: '17:00' });
  },
};

/** A branch that vehicles belong to stays: the server's reason is the error toast. */
export const DeleteFailed: PageStory = {
  ...adminStory({ path: '/admin/branches/1' }),
  play: async ({ canvas, userEvent }) => {
    await confirmDelete(canvas, userEvent);
    await expect(
      await canvas.findByText("Branch couldn't be deleted. Vehicles belong to it"),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled());
    await expect(db.branches.find(1)).toBeDefined();
  },
};

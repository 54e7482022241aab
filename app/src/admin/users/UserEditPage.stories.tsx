import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createUser, db, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../stories/adminStory';

const meta = {
  title: 'App/Admin/User Edit',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let customerId = 0;
const arrangeCustomer = () => {
  customerId = createUser({ firstName: 'Nora', lastName: 'Novak', roles: ['Customer'] }).id;
};
const customerStory = (overrides: HttpHandler[] = []) =>
  adminStory({ path: () => `/admin/users/${customerId}`, arrange: arrangeCustomer, overrides });

export const Loaded: Story = {
  ...customerStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Nora Novak' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    const roles = within(canvas.getByRole('group', { name: 'Roles' }));
    await expect(roles.getByLabelText('Customer')).toBeChecked();
    await expect(roles.getByLabelText('Admin')).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Loading: Story = {
  ...customerStory([loading('getUser')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading user');
  },
};

export const BuiltIn: Story = {
  ...adminStory({
    path: () => `/admin/users/${db.users.all().find((user) => user.builtIn)!.id}`,
  }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('Built-in accounts can not be deleted and updated'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const RoleRequired: Story = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Customer' }));
    await expect(await canvas.findByText('Please select a role')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Updating: Story = {
  ...customerStory([loading('updateUser')]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const update = await canvas.findByRole('button', { name: /Update/ });
    await waitFor(() => expect(update).toHaveAttribute('aria-busy', 'true'));
    await expect(update).toBeDisabled();
  },
};

export const Updated: Story = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('User is updated')).toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  ...customerStory([
    serverError('updateUser', {
      status: 400,
      message: "You don't have any permission to change this data",
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(
      await canvas.findByText("You don't have any permission to change this data"),
    ).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

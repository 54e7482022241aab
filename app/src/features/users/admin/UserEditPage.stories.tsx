import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createUser, db, loading, serverError } from '@rentacar/mocks';
import {
  adminRecordStory,
  builtInRecordStory,
  expectRecordLoading,
  findAdminLayout,
  openDeleteDialog,
} from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/User Edit',
  tags: ['!autodocs'],
} satisfies Meta;

const customerStory = adminRecordStory({
  create: () => createUser({ firstName: 'Nora', lastName: 'Novak', roles: ['Customer'] }).id,
  pathOf: (id) => `/admin/users/${id}`,
});

export const Loaded: PageStory = {
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

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Loading: PageStory = {
  ...customerStory([loading('getUser')]),
  play: expectRecordLoading('Loading user'),
};

export const BuiltIn: PageStory = builtInRecordStory({
  path: () => `/admin/users/${db.users.all().find((user) => user.builtIn)!.id}`,
  notice: 'Built-in accounts can not be deleted and updated',
  field: 'First Name',
});

export const ValidationErrors: PageStory = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Customer' }));
    await expect(await canvas.findByText('Please select a role')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Busy: PageStory = {
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

export const Updated: PageStory = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Admin' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('User is updated')).toBeInTheDocument();
  },
};

export const LanguageUpdated: PageStory = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    // The form's own select (the admin layout's language switcher is another), from the form
    // as it stands: a save loads the record again into a new one.
    const formLanguage = async () =>
      within(await canvas.findByRole('form', { name: 'Edit User' })).findByRole('combobox', {
        name: 'Language',
      });
    const language = await formLanguage();
    await expect(language).toHaveDisplayValue('English');
    await userEvent.selectOptions(language, 'Español');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('User is updated')).toBeInTheDocument();
    await expect(await formLanguage()).toHaveDisplayValue('Español');
    // The page itself stays English: the user's language is theirs, not the administrator's.
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeInTheDocument();
  },
};

export const LanguageUpdatedOnPhone: PageStory = onPhone(LanguageUpdated);

export const UpdateFailed: PageStory = {
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

export const DeleteConfirmation: PageStory = {
  ...customerStory(),
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDeleteDialog(canvas, userEvent);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

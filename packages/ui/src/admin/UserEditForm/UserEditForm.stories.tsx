import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { UserRole } from '../../forms/schemas';
import { profileValues } from '../../forms/testing/sampleValues';
import { hostedLanguages } from '../../shell/LanguageSwitcher/LanguageSwitcher.stories';
import { UserEditForm } from './UserEditForm';
import {
  clearFields,
  expectAlerts,
  expectBusyButton,
  clickAfterInvalidEntryStory,
  profileFieldLabels,
  profileRequiredMessages,
  expectFitsPhone,
} from '../../forms/testing/storyChecks';

const user = { ...profileValues, language: 'en' as const, roles: ['Customer'] as UserRole[] };

const meta = {
  title: 'Library/Admin/UserEditForm',
  component: UserEditForm,
  args: {
    initialValues: user,
    languages: hostedLanguages,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof UserEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('(555) 123-4567');
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    const roles = within(canvas.getByRole('group', { name: 'Roles' }));
    await expect(roles.getByLabelText('Customer')).toBeChecked();
    await expect(roles.getByLabelText('Admin')).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const UpdateWithoutPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('Admin'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...user,
      roles: ['Customer', 'Administrator'],
    });
    const [submitted] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(submitted).not.toHaveProperty('password');
  },
};

export const UpdateLanguage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select', 'English', 'Español']);
    await userEvent.selectOptions(language, 'Español');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...user, language: 'es' });
  },
};

export const UpdateLanguageOnPhone: Story = {
  ...UpdateLanguage,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

export const UpdateWithPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret1');
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...user, password: 'Secret1!' });
  },
};

export const PasswordRuleMessage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Must be at least 8 characters',
    );
  },
};

export const SelectARole: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Customer'));
    await expect(await canvas.findByText('Please select a role')).toHaveAttribute('role', 'alert');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await clearFields(canvas, userEvent, profileFieldLabels);
    await expectAlerts(canvas, profileRequiredMessages);
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: expectBusyButton(/Update/),
};

export const DeleteBusy: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expect(remove).toBeDisabled();
    await expect(within(remove).getByRole('status')).toBeInTheDocument();
  },
};

export const BuiltIn: Story = {
  args: { builtIn: true, initialValues: { ...user, roles: ['Administrator'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Built-in accounts can not be deleted and updated',
    );
    for (const label of [
      'First Name',
      'Phone Number',
      'Language',
      'Password',
      'Customer',
      'Admin',
    ]) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Zip Code',
  entry: '',
  next: 'Password',
});

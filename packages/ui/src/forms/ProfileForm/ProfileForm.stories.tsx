import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { profileValues } from '../testing/sampleValues';
import { ProfileForm } from './ProfileForm';
import {
  clearFields,
  expectAlerts,
  clickAfterInvalidEntryStory,
  profileFieldLabels,
  profileRequiredMessages,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/ProfileForm',
  component: ProfileForm,
  args: { initialValues: profileValues, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Jane');
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('(555) 123-4567');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const EmailReadOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('readonly');
    await userEvent.type(email, 'x');
    await expect(email).toHaveValue('jane@example.com');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await clearFields(canvas, userEvent, profileFieldLabels);
    await expectAlerts(canvas, profileRequiredMessages);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const ChangedAndSubmitted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const update = canvas.getByRole('button', { name: 'Update' });
    await userEvent.type(canvas.getByLabelText('Address'), ', Apt 2');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...profileValues,
      address: '1 Main Street, Apt 2',
    });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Address'), ', Apt 2');
    const update = canvas.getByRole('button', { name: /Update/ });
    await expect(update).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'First Name',
  entry: '',
  next: 'Phone Number',
});

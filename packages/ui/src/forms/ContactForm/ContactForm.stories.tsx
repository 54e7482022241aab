import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactForm } from './ContactForm';
import {
  expectAlerts,
  clickAfterInvalidEntryStory,
  fillFields,
  touchFields,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('maxLength', '200');
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, ['Name', 'Email', 'Subject', 'Message']);
    await expectAlerts(canvas, [
      'Enter your name',
      'Email is a required field',
      'Subject is a required field',
      'Message is a required field',
    ]);
  },
};

export const LengthAndEmailMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillFields(canvas, userEvent, { Email: 'jane@', Subject: 'Hi', Message: 'Too short' });
    await userEvent.tab();
    await expect(canvas.getByText('Email must be a valid email')).toBeVisible();
    await expect(canvas.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(canvas.getByText('Message must be at least 20 characters')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Subject'), 'x'.repeat(49));
    await userEvent.tab();
    await expect(canvas.getByText('Subject must be at most 50 characters')).toBeVisible();
  },
};

export const MessageLimitedTo200Characters: Story = {
  play: async ({ canvas, userEvent }) => {
    const body = canvas.getByLabelText('Message');
    await userEvent.click(body);
    await userEvent.paste('x'.repeat(250));
    await expect(body).toHaveValue('x'.repeat(200));
    await expect(canvas.getByText('200/200')).toBeVisible();
  },
};

export const SendAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Send Message' });
    await fillFields(canvas, userEvent, {
      Name: 'Jane Doe',
      Email: 'jane@example.com',
      Subject: 'Long rental',
    });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Message'), 'Can I rent a van for a month?');
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Jane Doe',
      email: 'jane@example.com',
      subject: 'Long rental',
      body: 'Can I rent a van for a month?',
    });
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue(''));
  },
};

export const Busy: Story = {
  args: {
    busy: true,
    initialValues: { name: 'Jane', email: 'jane@example.com', subject: 'Hello' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Message'), 'Can I rent a van for a month?');
    const send = canvas.getByRole('button', { name: /Send Message/ });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAttribute('aria-busy', 'true');
  },
};

export const ClickAfterInvalidEntryLands: Story = clickAfterInvalidEntryStory({
  field: 'Email',
  entry: 'jane',
  next: 'Subject',
});

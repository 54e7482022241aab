import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import {
  clickAfterInvalidEntryStory,
  expectAlerts,
  expectBusyButton,
  fillFields,
  touchFields,
} from '../testing/storyChecks';

const meta = {
  title: 'Library/Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sentMessage = 'If an account exists for this e-mail, a password reset link is on its way';

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, ['Email']);
    await expectAlerts(canvas, ['Please enter your email']);
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email',
    );
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  },
};

export const Send: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, { Email: 'jane@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'jane@example.com' });
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: expectBusyButton(/Send Reset Link/),
};

/** The request failed (the page shows the server's message): the e-mail stays for a retry. */
export const SendFailed: Story = {
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, { Email: 'jane@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveValue('jane@example.com'));
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  },
};

export const Sent: Story = {
  args: { sentMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(sentMessage);
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  },
};

export const SentOnPhone: Story = {
  ...Sent,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/**
 * With the send button disabled by the invalid e-mail, the link below is what the user reaches for.
 * The story keeps the canvas where it is: the link's click is recorded, not followed.
 */
export const ClickAfterInvalidEntryLands: Story = {
  play: async (context) => {
    const followed = fn();
    context.canvasElement.addEventListener('click', (event) => {
      const link = (event.target as Element).closest('a');
      if (link === null) return;
      event.preventDefault();
      followed(link.getAttribute('href'));
    });
    await clickAfterInvalidEntryStory({
      field: 'Email',
      entry: 'jane@',
      next: { link: 'Back to Login' },
    }).play(context);
    await expect(followed).toHaveBeenCalledWith('/login');
  },
};

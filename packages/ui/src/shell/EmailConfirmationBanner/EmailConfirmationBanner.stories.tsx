import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailConfirmationBanner } from './EmailConfirmationBanner';
import { expectFitsPhone } from '../../forms/testing/storyChecks';

const meta = {
  title: 'Library/Shell/EmailConfirmationBanner',
  component: EmailConfirmationBanner,
  args: { email: 'jane.doe@example.com', confirmed: false, onSendAgain: fn() },
} satisfies Meta<typeof EmailConfirmationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const banner = canvas.getByRole('region', { name: 'E-mail confirmation' });
    await expect(banner).toHaveTextContent(
      'Please confirm your e-mail address jane.doe@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onSendAgain).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { sending: true },
  play: async ({ canvas }) => {
    const sendAgain = canvas.getByRole('button', { name: /Send again/ });
    await expect(sendAgain).toBeDisabled();
    await expect(sendAgain).toHaveAttribute('aria-busy', 'true');
  },
};

export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a new link to jane.doe@example.com.',
    );
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

/** The request failed (the page shows the server's message, e.g. too many requests). */
export const SendFailed: Story = {
  args: { sent: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Confirmed: Story = {
  args: { confirmed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'E-mail confirmation' })).toHaveTextContent(
      'Your e-mail address jane.doe@example.com is confirmed.',
    );
    await expect(canvas.queryByRole('button', { name: 'Send again' })).toBeNull();
  },
};

export const UnconfirmedOnPhone: Story = {
  ...Unconfirmed,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MessageView } from './MessageView';

const message = {
  subject: 'Long rental',
  body: 'Can I rent a van for a month?\nI need it from April.',
  name: 'Jane Doe',
  email: 'jane@example.com',
};

const meta = {
  title: 'Library/Admin/MessageView',
  component: MessageView,
  args: { loading: false, message, onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true, message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Long rental' })).toBeVisible();
    await expect(canvas.getByText(/Can I rent a van for a month\?/)).toHaveTextContent(
      'Can I rent a van for a month? I need it from April.',
    );
    await expect(canvas.getByText('Jane Doe', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const BodyIsPlainText: Story = {
  args: {
    message: {
      ...message,
      subject: 'Hello <b>admin</b>',
      body: '<img src=x onerror="alert(1)"> <script>alert(2)</script>',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('<img src=x onerror="alert(1)"> <script>alert(2)</script>'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Hello <b>admin</b>' })).toBeVisible();
    await expect(canvasElement.querySelector('img, script, b')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { message: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const DeleteBusy: Story = {
  args: { deleting: true },
  play: async ({ canvas, userEvent, args }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expect(remove).toBeDisabled();
    await expect(within(remove).getByRole('status')).toHaveTextContent('Deleting');
    await userEvent.click(remove);
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

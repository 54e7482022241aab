import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../shell/Button';
import {
  ConfirmDialog,
  deleteConfirmation,
  logoutConfirmation,
  useConfirm,
  type ConfirmOptions,
} from './ConfirmDialog';

const meta = {
  title: 'Library/Data/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, ...deleteConfirmation, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LogoutConfirmation: Story = {
  args: { ...logoutConfirmation, text: undefined, confirmVariant: 'primary' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog', { name: 'Are you sure to logout?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Chromium fires the dialog's cancel event in a task of its own after the key.
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

function DeleteButton({ onResult }: { onResult: (confirmed: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const ask = async (options: ConfirmOptions) => onResult(await confirm(options));
  return (
    <>
      <Button variant="danger" onClick={() => ask(deleteConfirmation)}>
        Delete
      </Button>
      {dialog}
    </>
  );
}

export const PromiseStyleAndFocusReturn: Story = {
  args: { onConfirm: fn() },
  render: (args) => <DeleteButton onResult={args.onConfirm} />,
  play: async ({ canvas, userEvent, args }) => {
    const opener = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to delete?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenLastCalledWith(false));
    await expect(dialog).not.toBeVisible();
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    const confirmButton = (await canvas.findAllByRole('button', { name: 'Delete' }))[1];
    await userEvent.click(confirmButton!);
    await waitFor(() => expect(args.onConfirm).toHaveBeenLastCalledWith(true));
  },
};

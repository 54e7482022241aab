import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EditActions } from './EditActions';

const meta = {
  title: 'Library/Admin/EditActions',
  component: EditActions,
  args: { submitLabel: 'Update', canSubmit: true, onCancel: fn(), onDelete: fn() },
} satisfies Meta<typeof EditActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const DeleteBusy: Story = {
  args: { deleting: true },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: /Delete/ });
    await expect(remove).toBeDisabled();
    await expect(within(remove).getByRole('status')).toHaveTextContent('Deleting');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const SaveBusy: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Update/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};

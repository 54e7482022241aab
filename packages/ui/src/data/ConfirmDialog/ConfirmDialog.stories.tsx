import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../../shell/Button';
import { CancellationFeeNotice } from '../CancellationFeeNotice';
import {
  cancelReservationConfirmation,
  ConfirmDialog,
  deleteConfirmation,
  logoutConfirmation,
  useConfirm,
  type ConfirmDialogProps,
  type ConfirmOptions,
} from './ConfirmDialog';

/**
 * The dialog as a page holds it: the page owns `open`, an answer (Cancel, Escape, the confirm
 * button) closes it, and a button opens it again.
 */
function DialogOnPage({ open: openAtFirst, onConfirm, onCancel, ...options }: ConfirmDialogProps) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open the dialog
      </Button>
      <ConfirmDialog
        {...options}
        open={open}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </>
  );
}

/** "Show code": a page's own `open` state around the dialog, with one of the exported wordings. */
const usage = (options: string, action: string) => `const [open, setOpen] = useState(false);

<ConfirmDialog
  {...${options}}
  open={open}
  onConfirm={() => {
    setOpen(false);
    ${action}();
  }}
  onCancel={() => setOpen(false)}
/>`;

const meta = {
  title: 'Library/Data/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, ...deleteConfirmation, onConfirm: fn(), onCancel: fn() },
  // A story opens its dialog; a docs page shows every story at once, so there each starts closed
  // (a stack of modals would cover the page) behind its 'Open the dialog' button. `key`: a
  // changed `open` control starts the story afresh.
  render: (args, { viewMode }) => (
    <DialogOnPage key={String(args.open)} {...args} open={args.open && viewMode !== 'docs'} />
  ),
  parameters: { docs: { source: { code: usage('deleteConfirmation', 'deleteRecord') } } },
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
  parameters: { docs: { source: { code: usage('logoutConfirmation', 'logout') } } },
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
  parameters: {
    docs: {
      source: {
        code: `const { confirm, dialog } = useConfirm();

<>
  <Button
    variant="danger"
    onClick={async () => {
      if (await confirm(deleteConfirmation)) deleteRecord();
    }}
  >
    Delete
  </Button>
  {dialog}
</>`,
      },
    },
  },
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

export const CancelWithFee: Story = {
  args: {
    ...cancelReservationConfirmation,
    notice: <CancellationFeeNotice fee={25} />,
  },
  parameters: {
    docs: {
      source: {
        code: `confirm({ ...cancelReservationConfirmation, notice: <CancellationFeeNotice fee={fee} /> })`,
      },
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to cancel?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'The free cancellation period has ended: cancelling now costs $25.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

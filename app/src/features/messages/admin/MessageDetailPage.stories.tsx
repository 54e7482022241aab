import type { Meta } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createContactMessage, loading, serverError } from '@rentacar/mocks';
import {
  adminRecordStory,
  confirmDelete,
  findAdminLayout,
  openDeleteDialog,
} from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Message Detail',
  tags: ['!autodocs'],
} satisfies Meta;

const messageStory = adminRecordStory({
  create: () =>
    createContactMessage({
      subject: 'Child seats',
      body: 'Do you rent <b>child seats</b> together with the cars?',
      name: 'Mia Parent',
      email: 'mia@example.test',
    }).id,
  pathOf: (id) => `/admin/messages/${id}`,
});

export const Loading: PageStory = {
  ...messageStory([loading('getContactMessage')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('heading', { name: 'Child seats' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Subject, the body as plain text (its markup shown, never rendered), and the sender. */
export const Loaded: PageStory = {
  ...messageStory(),
  play: async ({ canvas, canvasElement }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Child seats' })).toBeVisible();
    await expect(
      canvas.getByText('Do you rent <b>child seats</b> together with the cars?'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByText(/Mia Parent/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'mia@example.test' })).toHaveAttribute(
      'href',
      'mailto:mia@example.test',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const LoadError: PageStory = {
  ...messageStory([serverError('getContactMessage')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Child seats' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DeleteConfirmation: PageStory = {
  ...messageStory(),
  play: async ({ canvas, userEvent }) => {
    await openDeleteDialog(canvas, userEvent);
  },
};

export const DeleteBusy: PageStory = {
  ...messageStory([loading('deleteContactMessage')]),
  play: async ({ canvas, userEvent }) => {
    await confirmDelete(canvas, userEvent);
    const deleting = await canvas.findByRole('button', { name: /Deleting/ });
    await expect(deleting).toBeDisabled();
    await expect(deleting).toHaveAttribute('aria-busy', 'true');
  },
};

export const DeleteFailed: PageStory = {
  ...messageStory([serverError('deleteContactMessage', { message: 'Database is down' })]),
  play: async ({ canvas, userEvent }) => {
    await confirmDelete(canvas, userEvent);
    await expect(await canvas.findByText('Database is down')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled());
  },
};

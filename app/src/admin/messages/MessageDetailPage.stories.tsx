import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createContactMessage, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../stories/adminStory';

const meta = {
  title: 'App/Admin/Message Detail',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

let messageId = 0;
const messageStory = (overrides: HttpHandler[] = []) =>
  adminStory({
    path: () => `/admin/messages/${messageId}`,
    arrange: () => {
      messageId = createContactMessage({
        subject: 'Child seats',
        body: 'Do you rent <b>child seats</b> together with the cars?',
        name: 'Mia Parent',
        email: 'mia@example.test',
      }).id;
    },
    overrides,
  });

const confirmDelete = async (
  canvas: ReturnType<typeof within>,
  userEvent: { click: (element: Element) => Promise<void> },
) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
  const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
};

export const Loading: Story = {
  ...messageStory([loading('getContactMessage')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const Loaded: Story = {
  ...messageStory(),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Child seats' })).toBeVisible();
    await expect(
      canvas.getByText('Do you rent <b>child seats</b> together with the cars?'),
    ).toBeVisible();
    await expect(canvas.getByText(/Mia Parent/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'mia@example.test' })).toHaveAttribute(
      'href',
      'mailto:mia@example.test',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const LoadError: Story = {
  ...messageStory([serverError('getContactMessage')]),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Child seats' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const DeleteConfirmation: Story = {
  ...messageStory(),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }));
    const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
    await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
  },
};

export const Deleting: Story = {
  ...messageStory([loading('deleteContactMessage')]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await confirmDelete(canvas, userEvent);
    const deleting = await canvas.findByRole('button', { name: /Deleting/ });
    await expect(deleting).toBeDisabled();
    await expect(deleting).toHaveAttribute('aria-busy', 'true');
  },
};

export const DeleteFailed: Story = {
  ...messageStory([serverError('deleteContactMessage', { message: 'Database is down' })]),
  play: async ({ canvas, userEvent }) => {
    await findAdminLayout(canvas);
    await confirmDelete(canvas, userEvent);
    await expect(await canvas.findByText('Database is down')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled());
  },
};

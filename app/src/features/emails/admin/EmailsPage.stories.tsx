import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queueEmail } from '@rentacar/mocks';
import {
  adminStory,
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
} from '../../../shell/admin/stories/adminStory';
import { ON_PHONE } from '../../../shell/stories/pageStory';

const meta = {
  title: 'App/Admin/E-mails',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const emails = { path: '/admin/emails', table: 'E-mails', operationId: 'listEmails' } as const;

/** Twelve e-mails in the outbox, as registrations queue them (the seed has none). */
async function queueWelcomes() {
  for (let number = 1; number <= 12; number += 1) {
    await queueEmail({
      kind: 'welcome',
      to: `new.customer${number}@example.test`,
      recipientName: `New Customer ${number}`,
      language: 'en',
      confirmLink: `http://localhost/confirm-email?token=story${number}`,
    });
  }
}

export const Loaded: Story = {
  ...adminStory({ path: emails.path, arrange: queueWelcomes }),
  play: async ({ canvas }) => {
    const rows = await findBodyRows(canvas, emails.table);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(rows[0]).toHaveTextContent('Welcome to Rentacar');
    await expect(rows[0]).toHaveTextContent('Queued');
    await expect(canvas.getByRole('searchbox', { name: 'Search e-mails' })).toBeVisible();
    await expect(canvas.getByLabelText('Status')).toBeVisible();
  },
};

export const LoadedOnPhone: Story = { ...Loaded, globals: ON_PHONE };
export const Loading: Story = listLoadingStory(emails);
export const Empty: Story = listEmptyStory(emails);
export const LoadError: Story = listErrorStory(emails);

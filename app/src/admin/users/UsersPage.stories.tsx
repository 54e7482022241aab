import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listStory,
} from '../stories/adminStory';

const meta = {
  title: 'App/Admin/Users',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const users = { path: '/admin/users', table: 'Users', operationId: 'listUsers' } as const;

export const List: Story = listStory(users);
export const Loading: Story = listLoadingStory(users);
export const Empty: Story = listEmptyStory(users);
export const LoadError: Story = listErrorStory(users);

export const SortedByEmail: Story = {
  ...listStory(users),
  play: async ({ canvas, userEvent }) => {
    await findBodyRows(canvas, 'Users');
    await userEvent.click(canvas.getByRole('button', { name: /Email/ }));
    const header = canvas.getByRole('columnheader', { name: /Email/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('button', { name: 'Download Users' })).toBeEnabled();
    const rows = await findBodyRows(canvas, 'Users');
    const emails = rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent ?? '');
    await expect(emails).toEqual([...emails].sort());
  },
};

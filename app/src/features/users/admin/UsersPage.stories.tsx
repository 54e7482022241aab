import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminStory,
  findAdminLayout,
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listOnPhoneStory,
  listStory,
} from '../../../shell/admin/stories/adminStory';
import { onPhone } from '../../../shell/stories/pageStory';

const meta = {
  title: 'App/Admin/Users',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const users = { path: '/admin/users', table: 'Users', operationId: 'listUsers' } as const;

export const Loaded: Story = listStory(users);
export const LoadedOnPhone: Story = listOnPhoneStory(users);
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

/** Filters typed into the search box narrow the list to the matching users. */
export const SearchedByEmail: Story = {
  ...listStory(users),
  play: async ({ canvas, userEvent }) => {
    await findBodyRows(canvas, 'Users');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'emily.CARTER');
    await waitFor(async () => expect(await findBodyRows(canvas, 'Users')).toHaveLength(1));
    const [row] = await findBodyRows(canvas, 'Users');
    await expect(row).toHaveTextContent('emily.carter@example.com');
  },
};

export const SearchedByEmailOnPhone: Story = onPhone(SearchedByEmail);

/** Filters taken from the URL, as after a reload: administrators only. */
export const FilteredByRoleFromUrl: Story = {
  ...adminStory({ path: '/admin/users?role=Administrator' }),
  play: async ({ canvas }) => {
    const rows = await findBodyRows(canvas, 'Users');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveValue('Administrator');
    for (const row of rows) await expect(row).toHaveTextContent('Admin');
    await expect(rows.some((row) => row.textContent?.includes('admin@example.com'))).toBe(true);
  },
};

export const SearchWithoutResults: Story = {
  ...adminStory({ path: '/admin/users?q=nobody-by-this-name' }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: 'Users' });
    await expect(await within(list).findByText('No records found')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue(
      'nobody-by-this-name',
    );
  },
};

export const SearchWithoutResultsOnPhone: Story = onPhone(SearchWithoutResults);

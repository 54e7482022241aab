import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout, findBodyRows } from '../../../shell/admin/stories/adminStory';
import { type PageStory, onPhone } from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Branches',
  tags: ['!autodocs'],
} satisfies Meta;

const path = '/admin/branches';

export const Loaded: PageStory = {
  ...adminStory({ path }),
  play: async ({ canvas }) => {
    const rows = await findBodyRows(canvas, 'Branches');
    await expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Chicago Downtown',
      "Chicago O'Hare Airport",
      'JFK Airport',
      'New York Midtown',
    ]);
    const midtown = within(rows[3]!).getAllByRole('cell');
    await expect(midtown[2]).toHaveTextContent('America/New_York');
    await expect(midtown[3]).toHaveTextContent('No one-way returns');
    await expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('$50');
    await expect(canvas.getByRole('link', { name: 'New Branch' })).toHaveAttribute(
      'href',
      '/admin/branches/new',
    );
    await expect(canvas.getByRole('button', { name: 'Download Branches' })).toBeEnabled();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const SearchedByCity: PageStory = {
  ...adminStory({ path: `${path}?q=chicago` }),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await findBodyRows(canvas, 'Branches')).toHaveLength(2));
    await expect(canvas.getByRole('searchbox', { name: 'Search branches' })).toHaveValue('chicago');
  },
};

export const Loading: PageStory = {
  ...adminStory({ path, overrides: [loading('listBranches')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('table', { name: 'Branches' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: PageStory = {
  ...adminStory({
    path,
    arrange: () => {
      for (const branch of db.branches.all()) db.branches.delete(branch.id);
    },
  }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: 'Branches' });
    await expect(await within(list).findByText('No records found')).toBeVisible();
  },
};

export const LoadError: PageStory = {
  ...adminStory({ path, overrides: [serverError('listBranches')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: 'Branches' });
    await expect(await within(list).findByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { db, loading, serverError } from '@rentacar/mocks';
import { adminStory, findAdminLayout } from '../../../shell/admin/stories/adminStory';
import {
  fillFields,
  onPhone,
  type Canvas,
  type PageStory,
  type StoryUser,
} from '../../../shell/stories/pageStory';

export default {
  title: 'App/Admin/Seasons',
  tags: ['!autodocs'],
} satisfies Meta;

const LOADED = { timeout: 5000 };
const path = '/admin/seasons';

const arrangeSeasons = () => {
  db.seasons.insert({
    name: 'Summer',
    startDate: '2027-07-01',
    endDate: '2027-08-31',
    percent: 20,
  });
  db.seasons.insert({
    name: 'Low season',
    startDate: '2027-11-01',
    endDate: '2027-11-30',
    percent: -10,
  });
};

const findSeasons = async (canvas: Canvas) => {
  await findAdminLayout(canvas);
  return within(await canvas.findByRole('list', { name: 'Seasons' }, LOADED));
};

/** Two seasons by date, one going down; the sidebar marks Seasons. */
export const Loaded: PageStory = {
  ...adminStory({ path, arrange: arrangeSeasons }),
  play: async ({ canvas }) => {
    const seasons = await findSeasons(canvas);
    await expect(canvas.getByRole('link', { name: 'Seasons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = seasons.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Summer',
      'Low season',
    ]);
    await expect(within(items[1]!).getByText('-10 %')).toBeVisible();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

export const Empty: PageStory = {
  ...adminStory({ path }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByText('No seasons', {}, LOADED)).toBeVisible();
  },
};

export const Loading: PageStory = {
  ...adminStory({ path, overrides: [loading('listSeasons')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading seasons');
  },
};

export const LoadError: PageStory = {
  ...adminStory({ path, overrides: [serverError('listSeasons')] }),
  play: async ({ canvas }) => {
    await findAdminLayout(canvas);
    await expect(
      await canvas.findByText('The seasons could not be loaded', {}, LOADED),
    ).toBeVisible();
  },
};

/** Types a season into the new-season form and adds it. */
async function addSeason(canvas: Canvas, user: StoryUser, startDate: string, endDate: string) {
  await findAdminLayout(canvas);
  const form = within(await canvas.findByRole('form', { name: 'Add a season' }, LOADED));
  await fillFields(form, user, {
    Name: 'Holidays',
    'First day': startDate,
    'Last day': endDate,
    'Price change (%)': '35',
  });
  await user.click(form.getByRole('button', { name: 'Add' }));
}

/** A new season added: the toast, the list and the mock hold it. */
export const Created: PageStory = {
  ...adminStory({ path, arrange: arrangeSeasons }),
  play: async ({ canvas, userEvent }) => {
    await findSeasons(canvas);
    await addSeason(canvas, userEvent, '2027-12-20', '2027-12-31');
    await expect(await canvas.findByText('Season is created', {}, LOADED)).toBeInTheDocument();
    await expect(
      await within(await canvas.findByRole('list', { name: 'Seasons' }, LOADED)).findByRole(
        'listitem',
        { name: 'Holidays' },
        LOADED,
      ),
    ).toBeVisible();
    await expect(db.seasons.all().map((season) => season.name)).toContain('Holidays');
  },
};

/** A season sharing days with Summer: the server's message names it, nothing is stored. */
export const CreateFailed: PageStory = {
  ...adminStory({ path, arrange: arrangeSeasons }),
  play: async ({ canvas, userEvent }) => {
    await findSeasons(canvas);
    await addSeason(canvas, userEvent, '2027-08-20', '2027-09-10');
    await expect(
      await canvas.findByText('Overlaps the season Summer (2027-07-01 to 2027-08-31)', {}, LOADED),
    ).toBeInTheDocument();
    await expect(db.seasons.all()).toHaveLength(2);
  },
};

/** Summer deleted after the confirmation: the toast, and the list and the mock lose it. */
export const Deleted: PageStory = {
  ...adminStory({ path, arrange: arrangeSeasons }),
  play: async ({ canvas, userEvent }) => {
    const seasons = await findSeasons(canvas);
    await userEvent.click(seasons.getByRole('button', { name: 'Delete Summer' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to delete?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Season was deleted', {}, LOADED)).toBeInTheDocument();
    await waitFor(() =>
      expect(db.seasons.all().map((season) => season.name)).toEqual(['Low season']),
    );
  },
};

import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { loading, serverError } from '@rentacar/mocks';
import { FIRST_SCREEN, onPhone, type PageStory, pageStory } from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Locations',
  tags: ['!autodocs'],
} satisfies Meta;

/** The map's tiles answer 404, as when the tile server is down or blocked. */
const tilesFail = http.get(
  'https://tile.openstreetmap.org/*',
  () => new HttpResponse(null, { status: 404 }),
);

/** Every branch as a card with today's hours, and in the list of places under the map. */
export const Loaded: PageStory = {
  ...pageStory({ path: '/locations', overrides: [tilesFail] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Locations' }, FIRST_SCREEN);
    const downtown = await canvas.findByRole('article', { name: 'Chicago Downtown' }, FIRST_SCREEN);
    await expect(downtown).toHaveTextContent('233 S Wacker Dr60606 ChicagoUS');
    await expect(within(downtown).getByText(/^Today: /)).toBeVisible();
    await expect(within(downtown).getByRole('link', { name: 'Branch details' })).toHaveAttribute(
      'href',
      '/locations/chicago-downtown',
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    const places = within(canvas.getByRole('list', { name: 'Places on the map' }));
    await expect(places.getByRole('link', { name: 'JFK Airport' })).toHaveAttribute(
      'href',
      '/locations/jfk-airport',
    );
    await expect(places.getAllByRole('link', { name: /^Directions to / })).toHaveLength(4);
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** The tiles fail: a notice in the map's place; addresses, directions and the places list stay. */
export const MapTilesFailed: PageStory = {
  ...pageStory({ path: '/locations', overrides: [tilesFail] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'JFK Airport' }, FIRST_SCREEN);
    await expect(await canvas.findByRole('status', {}, FIRST_SCREEN)).toHaveTextContent(
      'The map could not be loaded. The places are listed below.',
    );
    await expect(canvas.queryByRole('region', { name: 'Map of our branches' })).toBeNull();
    const places = within(canvas.getByRole('list', { name: 'Places on the map' }));
    await expect(places.getAllByRole('link', { name: /^Directions to / })).toHaveLength(4);
  },
};

export const Loading: PageStory = {
  ...pageStory({ path: '/locations', overrides: [loading('listBranches')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading branches', {}, FIRST_SCREEN)).toBeVisible();
  },
};

/** One branch: address, week's hours with closures ahead, phone, map and its vehicles. */
export const Branch: PageStory = {
  ...pageStory({ path: '/locations/new-york-midtown', overrides: [tilesFail] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'New York Midtown' }, FIRST_SCREEN);
    const contact = within(canvas.getByRole('region', { name: 'Address and contact' }));
    await expect(contact.getByText('350 W 42nd St', { exact: false })).toBeVisible();
    await expect(contact.getByRole('link', { name: '(212) 555-0133' })).toBeVisible();
    await expect(contact.getByRole('link', { name: '(212) 555-0133' })).toHaveAttribute(
      'href',
      'tel:2125550133',
    );
    const week = within(canvas.getByRole('table', { name: 'Opening hours' }));
    await expect(week.getAllByRole('row')[7]).toHaveTextContent('SundayClosed');
    await expect(
      within(canvas.getByRole('region', { name: 'Closures ahead' })).getByRole('listitem'),
    ).toHaveTextContent('Staff training');
    await expect(
      contact.getByRole('link', { name: 'Directions to New York Midtown' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B40.7577%2C-73.9918',
    );
    const places = within(canvas.getByRole('list', { name: 'Places on the map' }));
    await expect(
      places.getByRole('link', { name: 'Directions to New York Midtown' }),
    ).toBeVisible();
    const vehicles = within(canvas.getByRole('region', { name: 'Vehicles at New York Midtown' }));
    await waitFor(() => expect(vehicles.getAllByRole('article').length).toBeGreaterThan(0));
  },
};

export const BranchOnPhone: PageStory = onPhone(Branch);

export const NotFound: PageStory = {
  ...pageStory({ path: '/locations/no-such-branch' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Opps! Something went wrong', {}, FIRST_SCREEN),
    ).toBeVisible();
  },
};

export const LoadError: PageStory = {
  ...pageStory({ path: '/locations/new-york-midtown', overrides: [serverError('getBranch')] }),
  play: async ({ canvas }) => {
    await canvas.findByRole('contentinfo', {}, FIRST_SCREEN);
    await expect(canvas.queryByRole('heading', { level: 1, name: 'New York Midtown' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { branchAddressLine, branchHref } from '../types';
import { BranchMap } from './BranchMap';

/** A plain tile drawn in the page: the stories need no network. */
const OFFLINE_TILE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#e8ecef"/><path d="M0 128H256M128 0V256" stroke="#c9ced6" stroke-width="6"/></svg>',
)}`;

/** A port the browser refuses to connect to: every tile fails at once, as when tiles are unreachable. */
const UNREACHABLE_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const markers = demoBranches.map((branch) => ({
  lat: branch.latitude,
  lng: branch.longitude,
  label: branch.name,
  href: branchHref(branch.slug),
  address: branchAddressLine(branch),
}));

const meta = {
  title: 'Library/Branches/BranchMap',
  component: BranchMap,
  args: { markers, tileUrl: OFFLINE_TILE_URL, attribution: '© OpenStreetMap contributors' },
} satisfies Meta<typeof BranchMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A marker per branch, each a keyboard stop named after it; the list beside links and directs. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('region', { name: 'Map' });
    const pins = await within(map).findAllByRole('button', { name: /^Springfield/ });
    await expect(pins.map((pin) => pin.getAttribute('title'))).toEqual([
      'Springfield Downtown',
      'Springfield Airport',
    ]);
    await waitFor(() =>
      expect(canvasElement.querySelector('img.leaflet-tile-loaded')).not.toBeNull(),
    );
    await expect(canvas.getByText('© OpenStreetMap contributors')).toBeVisible();
    const places = within(canvas.getByRole('list', { name: 'Places on the map' }));
    await expect(places.getByRole('link', { name: 'Springfield Airport' })).toHaveAttribute(
      'href',
      '/locations/springfield-airport',
    );
    await expect(
      places.getByText('742 Evergreen Terrace, 62701 Springfield, United States'),
    ).toBeVisible();
    await expect(
      places.getByRole('link', { name: 'Directions to Springfield Downtown' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B39.7989%2C-89.6437',
    );
    pins[1]!.focus();
    await expect(pins[1]).toHaveFocus();
    // Enter as a browser sends it: user-event's keypress carries no keyCode, which Leaflet reads.
    pins[1]!.dispatchEvent(
      new KeyboardEvent('keypress', { key: 'Enter', keyCode: 13, bubbles: true }),
    );
    await expect(
      await within(map).findByRole('link', { name: 'Springfield Airport' }),
    ).toHaveAttribute('href', '/locations/springfield-airport');
  },
};

/** The tiles cannot load: a notice instead of the map, and the list still links and directs. */
export const TilesFailed: Story = {
  args: { tileUrl: UNREACHABLE_TILE_URL },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'The map could not be loaded. The places are listed below.',
    );
    await expect(canvas.queryByRole('region', { name: 'Map' })).toBeNull();
    const places = within(canvas.getByRole('list', { name: 'Places on the map' }));
    await expect(places.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      places.getByRole('link', { name: 'Directions to Springfield Airport' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B39.8441%2C-89.6779',
    );
  },
};

/** With `onPick` a click on the map hands its point over (the admin's position picker). */
export const PickPosition: Story = {
  args: { markers: markers.slice(0, 1), onPick: fn(), label: 'Branch position' },
  play: async ({ canvas, args }) => {
    const map = canvas.getByRole('region', { name: 'Branch position' });
    await within(map).findByRole('button', { name: 'Springfield Downtown' });
    await userEvent.click(map);
    await waitFor(() => expect(args.onPick).toHaveBeenCalledTimes(1));
    const [lat, lng] = (args.onPick as ReturnType<typeof fn>).mock.calls[0] as [number, number];
    await expect(lat).toBeCloseTo(39.7989, 1);
    await expect(lng).toBeCloseTo(-89.6437, 1);
  },
};

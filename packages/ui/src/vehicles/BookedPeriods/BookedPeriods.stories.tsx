import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookedPeriods } from './BookedPeriods';

const meta = {
  title: 'Library/Vehicles/BookedPeriods',
  component: BookedPeriods,
  args: {
    periods: [
      { pickUpTime: '2026-03-20T09:00:00', dropOffTime: '2026-03-22T18:00:00' },
      { pickUpTime: '2026-04-02T10:30:00', dropOffTime: '2026-04-02T14:00:00' },
    ],
  },
} satisfies Meta<typeof BookedPeriods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Booked periods' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '2026-03-20 09:00 – 2026-03-22 18:00',
      '2026-04-02 10:30 – 2026-04-02 14:00',
    ]);
  },
};

export const BookedOnPhone: Story = {
  ...Booked,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** The toolbar's Spanish: each date and time as Spanish readers write it. */
export const BookedInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Periodos reservados' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '20/3/2026, 9:00 – 22/3/2026, 18:00',
      '2/4/2026, 10:30 – 2/4/2026, 14:00',
    ]);
  },
};

/** A booking of a vehicle with a turnaround names when the vehicle is ready again. */
export const WithTurnaround: Story = {
  args: {
    periods: [
      {
        pickUpTime: '2026-03-20T09:00:00',
        dropOffTime: '2026-03-22T18:00:00',
        turnaroundEnd: '2026-03-22T19:30:00',
      },
      { pickUpTime: '2026-04-02T10:30:00', dropOffTime: '2026-04-02T14:00:00' },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Booked periods' });
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '2026-03-20 09:00 – 2026-03-22 18:00 (made ready until 2026-03-22 19:30)',
      '2026-04-02 10:30 – 2026-04-02 14:00',
    ]);
  },
};

export const WithTurnaroundOnPhone: Story = {
  ...WithTurnaround,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

export const NoBookings: Story = {
  args: { periods: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bookings yet: every time is free.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading booked periods')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

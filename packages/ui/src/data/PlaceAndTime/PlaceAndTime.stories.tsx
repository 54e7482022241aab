import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceAndTime } from './PlaceAndTime';

const meta = {
  title: 'Library/Data/PlaceAndTime',
  component: PlaceAndTime,
  args: { place: 'Springfield Airport', time: '03/14/2026 10:00' },
} satisfies Meta<typeof PlaceAndTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The place on one line, the time under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const place = canvas.getByText('Springfield Airport');
    const time = canvas.getByText('03/14/2026 10:00');
    await expect(place).toBeVisible();
    await expect(time.tagName).toBe('SMALL');
    await expect(time.getBoundingClientRect().top).toBeGreaterThan(
      place.getBoundingClientRect().top,
    );
  },
};

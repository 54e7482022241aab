import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  findBodyRows,
  listEmptyStory,
  listErrorStory,
  listLoadingStory,
  listStory,
} from '../stories/adminStory';

const meta = {
  title: 'App/Admin/Reservations',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const reservations = {
  path: '/admin/reservations',
  table: 'Reservations',
  operationId: 'listReservations',
} as const;

export const List: Story = listStory(reservations, async ([, pickUp, , price]) => {
  await expect(pickUp).toHaveTextContent(/, \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(price).toHaveTextContent(/^\$\d/);
});
export const LatestPickUpFirst: Story = {
  ...listStory(reservations),
  play: async ({ canvas }) => {
    await findBodyRows(canvas, 'Reservations');
    await expect(canvas.getByRole('columnheader', { name: /Pick-Up/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('button', { name: 'Download Reservations' })).toBeEnabled();
  },
};
export const Loading: Story = listLoadingStory(reservations);
export const Empty: Story = listEmptyStory(reservations);
export const LoadError: Story = listErrorStory(reservations);

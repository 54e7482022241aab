import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { OpeningHours, TodaysHours } from './OpeningHours';

const downtown = demoBranches[0]!;

const meta = {
  title: 'Library/Branches/OpeningHours',
  component: OpeningHours,
  subcomponents: { TodaysHours },
  args: { hours: downtown.openingHours, closures: downtown.closures, today: '2026-03-04' },
} satisfies Meta<typeof OpeningHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Wednesday: both of today's intervals on the first line, today's row marked in the week. */
export const OpenToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today: 09:00–13:00, 14:00–18:00')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Opening hours' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent('Monday09:00–13:00, 14:00–18:00');
    await expect(rows[3]).toHaveAttribute('aria-current', 'date');
    await expect(rows[6]).toHaveTextContent('Saturday10:00–14:00');
    await expect(rows[7]).toHaveTextContent('SundayClosed');
    const closures = canvas.getByRole('region', { name: 'Closures ahead' });
    await expect(within(closures).getByRole('listitem')).toHaveTextContent(
      '2026-12-25: Christmas Day',
    );
  },
};

/** A Sunday, which has no hours. */
export const ClosedToday: Story = {
  args: { today: '2026-03-08' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today: closed')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[7]).toHaveAttribute('aria-current', 'date');
  },
};

/** A Monday the branch closes for a reason: today's line says why, the closure is listed first. */
export const ClosureToday: Story = {
  args: { today: '2026-03-02' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today: closed (Inventory)')).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Closures ahead' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.textContent)).toEqual([
      '2026-03-02: Inventory',
      '2026-12-25: Christmas Day',
    ]);
  },
};

/** No closures ahead: no closures section. */
export const NoClosuresAhead: Story = {
  args: { closures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Opening hours' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Closures ahead' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { BranchCard, BranchCards } from './BranchCard';

const meta = {
  title: 'Library/Branches/BranchCard',
  component: BranchCard,
  subcomponents: { BranchCards },
  args: { branch: demoBranches[0]!, today: '2026-03-04' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BranchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Address, today's hours, phone, the branch's page and directions. */
export const OpenToday: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Springfield Downtown' });
    await expect(card).toHaveTextContent('742 Evergreen Terrace62701 SpringfieldUnited States');
    await expect(canvas.getByText('Today: 09:00–13:00, 14:00–18:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+1 555 0102 001' })).toHaveAttribute(
      'href',
      'tel:+15550102001',
    );
    const details = canvas.getByRole('link', { name: 'Branch details' });
    await expect(details).toHaveAttribute('href', '/locations/springfield-downtown');
    await expect(details).toHaveAccessibleDescription('Springfield Downtown');
    await expect(
      canvas.getByRole('link', { name: 'Directions to Springfield Downtown' }),
    ).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B39.7989%2C-89.6437',
    );
  },
};

/** On a closed day the card says so. */
export const ClosedToday: Story = {
  args: { today: '2026-12-25' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Today: closed (Christmas Day)')).toBeVisible();
  },
};

/** Several branches as a grid, each with today's hours on its own clock. */
export const Grid: Story = {
  render: () => <BranchCards branches={demoBranches} todayOf={() => '2026-03-08'} />,
  parameters: {
    docs: {
      source: { code: '<BranchCards branches={branches} todayOf={(branch) => todayAt(branch)} />' },
    },
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: 'Springfield Airport' })).toHaveTextContent(
      'Today: 06:00–23:00',
    );
    await expect(canvas.getByRole('article', { name: 'Springfield Downtown' })).toHaveTextContent(
      'Today: closed',
    );
  },
};

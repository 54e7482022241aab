import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { demoBranches } from '../../storyFixtures';
import { BranchSearch } from './BranchSearch';

const meta = {
  title: 'Library/Branches/BranchSearch',
  component: BranchSearch,
  args: {
    branches: demoBranches.map((branch) => ({ value: branch.slug, name: branch.name })),
    onSearch: fn(),
  },
} satisfies Meta<typeof BranchSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A branch and both times, entered with the keyboard, reach `onSearch`. */
export const Searched: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('search', { name: 'Find a vehicle' });
    await expect(search).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Branch'), 'springfield-airport');
    await userEvent.type(canvas.getByLabelText('Pick-up'), '2026-03-14T10:00');
    await userEvent.type(canvas.getByLabelText('Drop-off'), '2026-03-16T10:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      branch: 'springfield-airport',
      from: '2026-03-14T10:00',
      to: '2026-03-16T10:00',
    });
  },
};

/** The fields start from the values given, e.g. the URL's query. */
export const Prefilled: Story = {
  args: {
    values: { branch: 'springfield-downtown', from: '2026-03-14T10:00', to: '2026-03-15T09:00' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Branch')).toHaveValue('springfield-downtown');
    await expect(canvas.getByLabelText('Pick-up')).toHaveValue('2026-03-14T10:00');
    await expect(canvas.getByLabelText('Drop-off')).toHaveValue('2026-03-15T09:00');
  },
};

/** A drop-off before the pick-up is refused with a message; nothing is searched. */
export const ValidationErrors: Story = {
  args: {
    values: { branch: '', from: '2026-03-14T10:00', to: '2026-03-13T10:00' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The drop-off must be after the pick-up.',
    );
    await expect(canvas.getByLabelText('Drop-off')).toHaveAccessibleDescription(
      'The drop-off must be after the pick-up.',
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

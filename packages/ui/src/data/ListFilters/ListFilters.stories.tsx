import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ListFilters } from './ListFilters';

const meta = {
  title: 'Library/Data/ListFilters',
  component: ListFilters,
  args: {
    label: 'Filter reservations',
    searchLabel: 'Search reservations',
    search: '',
    onSearchChange: fn(),
    onSelectChange: fn(),
    debounceMs: 100,
    selects: [
      {
        name: 'status',
        label: 'Status',
        value: '',
        options: [
          { value: '', label: 'All' },
          { value: 'CREATED', label: 'Created' },
          { value: 'DONE', label: 'Done' },
        ],
      },
    ],
  },
} satisfies Meta<typeof ListFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypingIsDebounced: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('search', { name: 'Filter reservations' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search reservations' }), 'audi');
    // One call with the whole text once typing pauses, not one per key.
    await waitFor(() => expect(args.onSearchChange).toHaveBeenCalledWith('audi'));
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  args: { debounceMs: 60_000 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'jeep{Enter}');
    await expect(args.onSearchChange).toHaveBeenCalledWith('jeep');
  },
};

export const SelectFilter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Done');
    await expect(args.onSelectChange).toHaveBeenCalledWith('status', 'DONE');
  },
};

export const AppliedFromOutside: Story = {
  args: { search: 'wrangler' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('wrangler');
  },
};

export const WithoutSearchBox: Story = {
  args: { searchLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

export const OnPhone: Story = {
  ...TypingIsDebounced,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

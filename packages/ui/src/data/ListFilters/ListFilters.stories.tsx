import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ListFilters, type ListFiltersProps } from './ListFilters';
import { clickRightAfterEntry, expectFitsPhone } from '../../forms/testing/storyChecks';

const meta = {
  title: 'Library/Data/ListFilters',
  component: ListFilters,
  args: {
    label: 'Filter reservations',
    searchLabel: 'Search reservations',
    search: '',
    onSearchChange: fn(),
    onSelectChange: fn(),
    onInputChange: fn(),
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

/** The search box refuses text beyond the bound the app passes (the API's). */
export const SearchMaxLength: Story = {
  args: { searchMaxLength: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveAttribute('maxLength', '100');
  },
};

const idAndTimeInputs = [
  { name: 'userId', label: 'Customer ID', type: 'number', value: '' },
  { name: 'from', label: 'Pick-up from', type: 'datetime-local', value: '' },
  { name: 'to', label: 'Pick-up to', type: 'datetime-local', value: '' },
] as const;

/** An id filter applies like the search box: once typing pauses, not per key. */
export const IdFilterIsDebounced: Story = {
  args: { inputs: idAndTimeInputs },
  play: async ({ canvas, userEvent, args }) => {
    const customer = canvas.getByRole('spinbutton', { name: 'Customer ID' });
    await userEvent.type(customer, '12');
    await waitFor(() => expect(args.onInputChange).toHaveBeenCalledWith('userId', '12'));
    await expect(args.onInputChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByLabelText('Pick-up from')).toHaveAttribute('type', 'datetime-local');
  },
};

/** Applied bounds from the URL; a refused one says why under its field. */
export const DateTimeRangeProblem: Story = {
  args: {
    inputs: [
      { name: 'from', label: 'Pick-up from', type: 'datetime-local', value: '2026-03-14T10:00' },
      {
        name: 'to',
        label: 'Pick-up to',
        type: 'datetime-local',
        value: '2026-03-01T10:00',
        error: 'to: must be after from',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Pick-up from')).toHaveValue('2026-03-14T10:00');
    await expect(canvas.getByLabelText('Pick-up from')).not.toHaveAttribute('aria-invalid');
    const to = canvas.getByLabelText('Pick-up to');
    await expect(to).toHaveValue('2026-03-01T10:00');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('to: must be after from');
  },
};

/** 'Clear filters' is offered while a filter applies. */
export const ClearFilters: Story = {
  args: {
    search: 'audi',
    inputs: [{ ...idAndTimeInputs[0], value: '12' }],
    onClear: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** With nothing applied there is nothing to clear. */
export const NothingToClear: Story = {
  args: { inputs: idAndTimeInputs, onClear: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

export const OnPhone: Story = {
  ...TypingIsDebounced,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async (context) => {
    await TypingIsDebounced.play!(context);
    await expectFitsPhone();
  },
};

/** The filters as a list page drives them: an id the API refuses is shown with its reason. */
function FiltersRefusingIdZero(props: ListFiltersProps) {
  const [applied, setApplied] = useState<Record<string, string>>({});
  const inputs = idAndTimeInputs.map((input) => ({
    ...input,
    value: applied[input.name] ?? '',
    error: input.name === 'userId' && applied.userId === '0' ? 'userId: must be >= 1' : undefined,
  }));
  return (
    <ListFilters
      {...props}
      inputs={inputs}
      onInputChange={(name, value) => setApplied((before) => ({ ...before, [name]: value }))}
    />
  );
}

/**
 * A refused id's message appears as the typing is applied, while the user may be pressing on the
 * next filter: it moves no control, so the click lands.
 */
export const ClickAfterInvalidEntryLands: Story = {
  render: (args) => <FiltersRefusingIdZero {...args} />,
  play: async ({ canvas, userEvent }) => {
    const customer = canvas.getByLabelText('Customer ID');
    await userEvent.type(customer, '0');
    const next = canvas.getByLabelText('Pick-up from');
    await clickRightAfterEntry(next, async () => {
      await waitFor(() => expect(customer).toHaveAccessibleDescription('userId: must be >= 1'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await expect(next).toHaveFocus();
  },
};

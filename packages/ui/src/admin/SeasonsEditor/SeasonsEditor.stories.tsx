import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectBusyButton, expectFitsPhone, fillFields } from '../../forms/testing/storyChecks';
import { SeasonsEditor, type SeasonItem } from './SeasonsEditor';

const summer: SeasonItem = {
  id: 2,
  name: 'Summer',
  startDate: '2027-07-01',
  endDate: '2027-08-31',
  percent: 20,
};
const lowSeason: SeasonItem = {
  id: 3,
  name: 'Low season',
  startDate: '2027-11-01',
  endDate: '2027-11-30',
  percent: -10,
};

const meta = {
  title: 'Library/Admin/SeasonsEditor',
  component: SeasonsEditor,
  args: {
    seasons: [],
    onCreate: fn(async () => true),
    onUpdate: fn(async () => true),
    onDelete: fn(),
    nameMaxLength: 60,
  },
} satisfies Meta<typeof SeasonsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No seasons yet: a new one is sent as typed, its percent a number. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No seasons')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await fillFields(canvas, userEvent, {
      Name: 'Holidays',
      'First day': '2027-12-20',
      'Last day': '2027-12-31',
      'Price change (%)': '35',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Holidays',
        startDate: '2027-12-20',
        endDate: '2027-12-31',
        percent: 35,
      }),
    );
  },
};

/** Two seasons, one going down; Edit loads one into the form, Delete asks first. */
export const Loaded: Story = {
  args: { seasons: [summer, lowSeason] },
  play: async ({ canvas, userEvent, args }) => {
    const list = within(canvas.getByRole('list', { name: 'Seasons' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    const first = within(list.getByRole('listitem', { name: 'Summer' }));
    await expect(first.getByText('2027-07-01 – 2027-08-31')).toBeVisible();
    await expect(first.getByText('+20 %')).toBeVisible();
    await expect(list.getByText('-10 %')).toBeVisible();

    await userEvent.click(first.getByRole('button', { name: 'Edit Summer' }));
    const form = within(canvas.getByRole('form', { name: 'Edit season' }));
    await expect(form.getByLabelText('First day')).toHaveValue('2027-07-01');
    await expect(form.getByLabelText('Price change (%)')).toHaveValue(20);
    await userEvent.clear(form.getByLabelText('Price change (%)'));
    await userEvent.type(form.getByLabelText('Price change (%)'), '25');
    await userEvent.click(form.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(2, {
        name: 'Summer',
        startDate: '2027-07-01',
        endDate: '2027-08-31',
        percent: 25,
      }),
    );
    // A saved edit hands the form back to new seasons.
    await expect(await canvas.findByRole('form', { name: 'Add a season' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Low season' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Are you sure to delete?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(3));
  },
};

/** An end before the start and a percent of 0: the messages, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      Name: 'Summer',
      'First day': '2027-07-01',
      'Last day': '2027-06-30',
      'Price change (%)': '0',
    });
    await userEvent.tab();
    await expect(canvas.getByLabelText('Last day')).toHaveAccessibleDescription(
      'The end must not be before the start',
    );
    await expect(canvas.getByLabelText('Price change (%)')).toHaveAccessibleDescription(
      'Enter a whole percent from -90 to 500, not 0',
    );
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The host is saving: the submit button is busy and the rows wait. */
export const Busy: Story = {
  args: { seasons: [summer], busy: true },
  play: async (context) => {
    await expectBusyButton(/Add/)(context);
    await expect(context.canvas.getByRole('button', { name: 'Delete Summer' })).toBeDisabled();
  },
};

/** On a phone each season's name, dates, percent and buttons stack inside the width. */
export const LoadedOnPhone: Story = {
  args: { seasons: [summer, lowSeason] },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

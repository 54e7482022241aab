import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { object } from 'yup';
import { StoryForm } from '../../forms/testing/StoryForm';
import { openingHoursSchema, type OpeningPeriod } from '../../forms/schemas';
import { OpeningHoursEditor, type OpeningHoursEditorProps } from './OpeningHoursEditor';

const schema = object({ openingHours: openingHoursSchema });

const weekdays: OpeningPeriod[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  opens: '08:00',
  closes: '18:00',
}));

type StoryArgs = OpeningHoursEditorProps & {
  /** The periods the story's form starts from. */
  periods: OpeningPeriod[];
  /** The story's form was submitted with valid values. */
  onSubmit: (values: { openingHours: OpeningPeriod[] }) => Promise<void>;
};

const meta = {
  title: 'Library/Admin/OpeningHoursEditor',
  component: OpeningHoursEditor,
  args: { periods: [], onSubmit: fn(async () => undefined) },
  parameters: {
    docs: {
      source: {
        code: `<SchemaForm label="Opening hours" schema={object({ openingHours: openingHoursSchema })} onSubmit={save}>
  {() => <OpeningHoursEditor />}
</SchemaForm>`,
      },
    },
  },
  render: ({ periods, onSubmit, ...args }) => (
    <StoryForm<{ openingHours: OpeningPeriod[] }>
      label="Opening hours form"
      schema={schema}
      initialValues={{ openingHours: periods }}
      onSubmit={onSubmit}
    >
      <OpeningHoursEditor {...args} />
    </StoryForm>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const day = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));

/** A week without hours: every day is Closed; opening one gives it office hours. */
export const AllClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Opening hours' })).toBeVisible();
    for (const name of ['Monday', 'Wednesday', 'Sunday']) {
      await expect(day(canvas, name).getByRole('checkbox', { name: 'Closed' })).toBeChecked();
      await expect(day(canvas, name).queryByLabelText('Opens')).not.toBeInTheDocument();
    }
    // Keyboard only: Space on the focused box opens the day.
    day(canvas, 'Saturday').getByRole('checkbox', { name: 'Closed' }).focus();
    await userEvent.keyboard(' ');
    const saturday = day(canvas, 'Saturday');
    await expect(saturday.getByRole('checkbox', { name: 'Closed' })).not.toBeChecked();
    const period = within(saturday.getByRole('group', { name: 'Saturday, period 1' }));
    await expect(period.getByLabelText('Opens')).toHaveValue('09:00');
    await expect(period.getByLabelText('Closes')).toHaveValue('17:00');
  },
};

/** Several periods a day: a lunch break is a second period; removing the last closes the day. */
export const SplitDay: Story = {
  args: { periods: [{ day: 1, opens: '08:00', closes: '12:00' }] },
  play: async ({ canvas, userEvent, args }) => {
    const monday = day(canvas, 'Monday');
    await userEvent.click(monday.getByRole('button', { name: 'Add period on Monday' }));
    const second = within(monday.getByRole('group', { name: 'Monday, period 2' }));
    // The new period starts where the last one closed, and the focus waits on its closing time.
    await expect(second.getByLabelText('Opens')).toHaveValue('12:00');
    await expect(second.getByLabelText('Closes')).toHaveFocus();
    await userEvent.clear(second.getByLabelText('Opens'));
    await userEvent.type(second.getByLabelText('Opens'), '13:00');
    await userEvent.type(second.getByLabelText('Closes'), '18:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenLastCalledWith({
        openingHours: [
          { day: 1, opens: '08:00', closes: '12:00' },
          { day: 1, opens: '13:00', closes: '18:00' },
        ],
      }),
    );
    await userEvent.click(monday.getByRole('button', { name: 'Remove Monday period 1' }));
    await expect(monday.getByRole('button', { name: 'Add period on Monday' })).toHaveFocus();
    await expect(
      within(monday.getByRole('group', { name: 'Monday, period 1' })).getByLabelText('Opens'),
    ).toHaveValue('13:00');
    await userEvent.click(monday.getByRole('button', { name: 'Remove Monday period 1' }));
    await expect(monday.getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    await expect(monday.getByRole('checkbox', { name: 'Closed' })).toHaveFocus();
  },
};

/** A period that closes before it opens, and one that overlaps another of its day. */
export const ValidationErrors: Story = {
  args: {
    periods: [
      { day: 2, opens: '18:00', closes: '09:00' },
      { day: 3, opens: '09:00', closes: '13:00' },
      { day: 3, opens: '12:00', closes: '17:00' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const tuesday = within(canvas.getByRole('group', { name: 'Tuesday, period 1' }));
    await expect(tuesday.getByLabelText('Closes')).toHaveAccessibleDescription(
      'The closing time must be after the opening time',
    );
    const wednesday = within(canvas.getByRole('group', { name: 'Wednesday, period 2' }));
    await expect(wednesday.getByLabelText('Opens')).toHaveAccessibleDescription(
      'This period overlaps another one of the same day',
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The office week (Monday to Friday) at phone width. */
export const WeekOnPhone: Story = {
  args: { periods: weekdays },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const friday = within(canvas.getByRole('group', { name: 'Friday, period 1' }));
    await expect(friday.getByLabelText('Opens')).toHaveValue('08:00');
    await expect(day(canvas, 'Saturday').getByRole('checkbox', { name: 'Closed' })).toBeChecked();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Disabled: every control greyed out. */
export const Disabled: Story = {
  args: { disabled: true, periods: weekdays },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByLabelText('Opens')[0]).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Monday period 1' })).toBeDisabled();
    await expect(day(canvas, 'Sunday').getByRole('checkbox', { name: 'Closed' })).toBeDisabled();
  },
};

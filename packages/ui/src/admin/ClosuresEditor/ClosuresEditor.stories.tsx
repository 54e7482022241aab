import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { object } from 'yup';
import { StoryForm } from '../../forms/testing/StoryForm';
import { closuresSchema, type Closure } from '../../forms/schemas';
import { ClosuresEditor, type ClosuresEditorProps } from './ClosuresEditor';

const schema = object({ closures: closuresSchema });

type StoryArgs = ClosuresEditorProps & {
  /** The closures the story's form starts from. */
  closures: Closure[];
  /** The story's form was submitted with valid values. */
  onSubmit: (values: { closures: Closure[] }) => Promise<void>;
};

const holidays: Closure[] = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2027-01-01', reason: "New Year's Day" },
];

const meta = {
  title: 'Library/Admin/ClosuresEditor',
  component: ClosuresEditor,
  args: { closures: [], onSubmit: fn(async () => undefined) },
  parameters: {
    docs: {
      source: {
        code: `<SchemaForm label="Closures" schema={object({ closures: closuresSchema })} onSubmit={save}>
  {() => <ClosuresEditor reasonMaxLength={100} />}
</SchemaForm>`,
      },
    },
  },
  render: ({ closures, onSubmit, ...args }) => (
    <StoryForm<{ closures: Closure[] }>
      label="Closures form"
      schema={schema}
      initialValues={{ closures: closures }}
      onSubmit={onSubmit}
    >
      <ClosuresEditor {...args} />
    </StoryForm>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No closures yet: adding one moves the focus to its date. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No closures')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add closure' }));
    const row = within(canvas.getByRole('group', { name: 'Closure 1' }));
    await expect(row.getByLabelText('Date')).toHaveFocus();
    await userEvent.type(row.getByLabelText('Date'), '2026-07-04');
    await userEvent.type(row.getByLabelText('Reason'), 'Independence Day');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        closures: [{ date: '2026-07-04', reason: 'Independence Day' }],
      }),
    );
  },
};

/** Two holidays; removing one hands the focus to Add closure. */
export const Loaded: Story = {
  args: { closures: holidays },
  play: async ({ canvas, userEvent }) => {
    const rows = () => canvas.getAllByRole('group', { name: /^Closure \d+$/ });
    const before = rows().length;
    const second = within(canvas.getByRole('group', { name: 'Closure 2' }));
    await expect(second.getByLabelText('Reason')).toHaveValue("New Year's Day");
    await userEvent.click(canvas.getByRole('button', { name: 'Remove closure 1' }));
    await expect(canvas.getByRole('button', { name: 'Add closure' })).toHaveFocus();
    const first = within(canvas.getByRole('group', { name: 'Closure 1' }));
    await expect(first.getByLabelText('Date')).toHaveValue('2027-01-01');
    // Exactly the removed row went.
    await waitFor(() => expect(rows()).toHaveLength(before - 1));
  },
};

export const LoadedOnPhone: Story = {
  ...Loaded,
  globals: { viewport: { value: 'xs', isRotated: false } },
};

/** A closure without its reason, and a date listed twice. */
export const ValidationErrors: Story = {
  args: {
    closures: [...holidays, { date: '2026-12-25', reason: '' }],
    reasonMaxLength: 40,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const third = within(canvas.getByRole('group', { name: 'Closure 3' }));
    await expect(third.getByLabelText('Date')).toHaveAccessibleDescription(
      'This date is already listed',
    );
    await expect(third.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Please enter the reason',
    );
    await expect(third.getByLabelText('Reason')).toHaveAttribute('maxlength', '40');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

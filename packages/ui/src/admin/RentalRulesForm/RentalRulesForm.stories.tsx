import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { RentalRulesValues } from '../../forms/schemas';
import { expectBusyButton, expectFitsPhone } from '../../forms/testing/storyChecks';
import { RentalRulesForm } from './RentalRulesForm';

/** The rules until an administrator sets some: nothing limits a booking, cancelling is free. */
const defaults: RentalRulesValues = {
  minimumNoticeMinutes: 0,
  minimumRentalHours: 0,
  maximumRentalHours: 0,
  freeCancellationHours: 0,
  cancellationFeeType: 'FIXED',
  cancellationFeeAmount: 0,
  cancellationFeePercent: 0,
};

const meta = {
  title: 'Library/Admin/RentalRulesForm',
  component: RentalRulesForm,
  args: { initialValues: defaults, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof RentalRulesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Rental rules' })).toBeVisible();
    await expect(canvas.getByLabelText('Minimum notice before pick-up (minutes)')).toHaveValue(0);
    await expect(canvas.getByLabelText('Longest rental (hours)')).toHaveValue(0);
    await expect(
      canvas.getByRole('combobox', { name: 'Later cancellation fee' }),
    ).toHaveDisplayValue('A fixed amount');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LoadedOnPhone: Story = {
  ...Loaded,
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: expectFitsPhone,
};

export const Updated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByLabelText('Minimum notice before pick-up (minutes)');
    await userEvent.clear(notice);
    await userEvent.type(notice, '120');
    const free = canvas.getByLabelText('Free cancellation until (hours before pick-up)');
    await userEvent.clear(free);
    await userEvent.type(free, '48');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Later cancellation fee' }),
      'A share of the total',
    );
    const share = canvas.getByLabelText('Share of the total (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...defaults,
      minimumNoticeMinutes: 120,
      freeCancellationHours: 48,
      cancellationFeeType: 'SHARE',
      cancellationFeePercent: 20,
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const shortest = canvas.getByLabelText('Shortest rental (hours)');
    await userEvent.clear(shortest);
    await userEvent.type(shortest, '48');
    const longest = canvas.getByLabelText('Longest rental (hours)');
    await userEvent.clear(longest);
    await userEvent.type(longest, '24');
    const share = canvas.getByLabelText('Share of the total (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    await userEvent.tab();
    await expect(
      await canvas.findByText('The longest rental must not be shorter than the shortest'),
    ).toHaveAttribute('role', 'alert');
    await expect(await canvas.findByText('Enter a whole percent from 0 to 100')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: expectBusyButton(/Save/),
};

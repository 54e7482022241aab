import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { driverValues } from '../testing/sampleValues';
import { clearFields, expectAlerts, expectFitsPhone } from '../testing/storyChecks';
import { DriverDetailsForm } from './DriverDetailsForm';

const labels = [
  'Date of birth',
  'License number',
  'Issuing country',
  'License issued on',
  'License expires on',
] as const;

const phone = { viewport: { value: 'xs', isRotated: false } };

const meta = {
  title: 'Library/Forms/DriverDetailsForm',
  component: DriverDetailsForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof DriverDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Driver details' })).toBeVisible();
    await expect(canvas.getByText(/We keep them while you have an account/)).toBeVisible();
    for (const label of labels) await expect(canvas.getByLabelText(label)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save driver details' })).toBeDisabled();
  },
};

export const Unchanged: Story = {
  args: { initialValues: driverValues },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('License number')).toHaveValue('D123-4567-8901');
    await expect(canvas.getByLabelText('License expires on')).toHaveValue('2030-06-01');
    await expect(canvas.getByRole('button', { name: 'Save driver details' })).toBeDisabled();
  },
};

export const RequiredMessages: Story = {
  args: { initialValues: driverValues },
  play: async ({ canvas, userEvent }) => {
    await clearFields(canvas, userEvent, labels);
    await expectAlerts(canvas, [
      'Please enter your date of birth',
      'Please enter your license number',
      'Please enter the country that issued your license',
      'Please enter the date your license was issued',
      'Please enter the date your license expires',
    ]);
    await expect(canvas.getByRole('button', { name: 'Save driver details' })).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  args: {
    initialValues: driverValues,
    checkDetails: ({ licenseIssuedOn, licenseExpiresOn }) =>
      licenseExpiresOn <= licenseIssuedOn
        ? { field: 'licenseExpiresOn', message: 'Must be after the issue date' }
        : undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByLabelText('License number');
    await userEvent.clear(number);
    await userEvent.type(number, 'AB/12');
    const country = canvas.getByLabelText('Issuing country');
    await userEvent.clear(country);
    await userEvent.type(country, 'USA');
    const expires = canvas.getByLabelText('License expires on');
    await userEvent.clear(expires);
    await userEvent.type(expires, '2009-01-01');
    await userEvent.tab();
    await expectAlerts(canvas, [
      'Use letters and digits, with spaces or dashes between them',
      'Enter the two-letter country code, such as US',
    ]);
    // The host's rule reads whole details: once the others are well formed, it refuses the dates.
    await userEvent.clear(number);
    await userEvent.type(number, 'AB-12');
    await userEvent.clear(country);
    await userEvent.type(country, 'US');
    await userEvent.tab();
    await expectAlerts(canvas, ['Must be after the issue date']);
    await expect(canvas.queryByText('Enter the two-letter country code, such as US')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save driver details' })).toBeDisabled();
  },
};

export const Updated: Story = {
  args: { initialValues: driverValues },
  play: async ({ canvas, userEvent, args }) => {
    const country = canvas.getByLabelText('Issuing country');
    await userEvent.clear(country);
    await userEvent.type(country, 'ca');
    const save = canvas.getByRole('button', { name: 'Save driver details' });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...driverValues, licenseCountry: 'CA' });
  },
};

export const Busy: Story = {
  args: { initialValues: driverValues, busy: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('License number'), '2');
    await expect(canvas.getByRole('button', { name: /Save driver details/ })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait');
  },
};

export const UnchangedOnPhone: Story = {
  ...Unchanged,
  globals: phone,
  play: async (context) => {
    await Unchanged.play!(context);
    await expectFitsPhone();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { BranchValues } from '../../forms/schemas';
import {
  deleteAfterConfirmation,
  expectAlerts,
  expectDeleteBusy,
  expectUpdateBusy,
  fillFields,
  touchFields,
} from '../../forms/testing/storyChecks';
import { BranchForm, type BranchPositionPickerProps } from './BranchForm';

const downtown: BranchValues = {
  name: 'Downtown Office',
  slug: 'downtown-office',
  address: '120 Broadway',
  city: 'New York',
  zipCode: '10271',
  country: 'US',
  latitude: 40.7081,
  longitude: -74.0105,
  phoneNumber: '(212) 555-0100',
  email: 'downtown@example.com',
  timeZone: 'America/New_York',
  openingHours: [
    { day: 1, opens: '08:00', closes: '18:00' },
    { day: 6, opens: '09:00', closes: '13:00' },
  ],
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  oneWayReturns: true,
  oneWayFee: 35,
};

/** A stand-in for the host's map: it shows the position and picks the airport's on a click. */
function FakeMap({ latitude, longitude, onPick, disabled }: BranchPositionPickerProps) {
  return (
    <div>
      <p>
        Map at {latitude ?? '-'}, {longitude ?? '-'}
      </p>
      <button type="button" disabled={disabled} onClick={() => onPick(40.64131234567, -73.7781)}>
        Pick the airport
      </button>
    </div>
  );
}

const meta = {
  title: 'Library/Admin/BranchForm',
  component: BranchForm,
  args: {
    mode: 'create',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onDelete: fn(),
    timeZones: ['America/Chicago', 'America/New_York', 'Europe/Madrid'],
  },
} satisfies Meta<typeof BranchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreateEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'New Branch' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(
      [...(canvas.getByLabelText('Time zone') as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(['Select', 'America/Chicago', 'America/New York', 'Europe/Madrid']);
    await expect(
      canvas.getByRole('checkbox', { name: 'Accepts one-way returns' }),
    ).not.toBeChecked();
    await expect(canvas.queryByLabelText('One-way fee')).not.toBeInTheDocument();
    // A new branch's slug follows its name until the slug is edited.
    await userEvent.type(canvas.getByLabelText('Name'), 'Aeropuerto de Málaga');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('aeropuerto-de-malaga');
    await userEvent.clear(canvas.getByLabelText('Slug'));
    await userEvent.type(canvas.getByLabelText('Slug'), 'agp');
    await userEvent.type(canvas.getByLabelText('Name'), ' T2');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('agp');
  },
};

/** Without a list of its own, the form offers every IANA zone the browser knows. */
export const BrowserTimeZones: Story = {
  args: { timeZones: undefined },
  play: async ({ canvas }) => {
    const zones = [...(canvas.getByLabelText('Time zone') as HTMLSelectElement).options].map(
      (option) => option.value,
    );
    await expect(zones).toContain('America/New_York');
    await expect(zones).toContain('Asia/Tokyo');
    await expect(zones.length).toBeGreaterThan(300);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await touchFields(canvas, userEvent, [
      'Name',
      'Slug',
      'Address',
      'City',
      'Zip Code',
      'Country',
      'Latitude',
      'Longitude',
      'Phone Number',
      'Email',
      'Time zone',
    ]);
    await expectAlerts(canvas, [
      'Please enter the branch name',
      'Please enter the slug',
      'Please enter the address',
      'Please enter the city',
      'Please enter the zip code',
      'Please enter the two-letter country code',
      'Please enter the latitude',
      'Please enter the longitude',
      'Please enter the phone number',
      'Please enter the email',
      'Please select the time zone',
    ]);
    await userEvent.type(canvas.getByLabelText('Latitude'), '91');
    await userEvent.type(canvas.getByLabelText('Slug'), 'Main Street');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Latitude')).toHaveAccessibleDescription(
      'The latitude must be between -90 and 90',
    );
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription(
      'Use lowercase letters, digits and single hyphens only',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accepts one-way returns' }));
    await userEvent.type(canvas.getByLabelText('One-way fee'), '-5');
    await userEvent.tab();
    await expect(canvas.getByLabelText('One-way fee')).toHaveAccessibleDescription(
      'The one-way fee cannot be negative',
    );
  },
};

export const CreateSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillFields(canvas, userEvent, {
      Name: 'Airport',
      Address: 'JFK Terminal 4',
      City: 'Queens',
      'Zip Code': '11430',
      Country: 'us',
      'Phone Number': '7185550199',
      Email: 'jfk@example.com',
    });
    await userEvent.selectOptions(canvas.getByLabelText('Time zone'), 'America/New_York');
    // The position comes from the host's map as well as from the inputs.
    await userEvent.click(canvas.getByRole('button', { name: 'Pick the airport' }));
    await expect(canvas.getByLabelText('Latitude')).toHaveValue(40.641312);
    await expect(canvas.getByLabelText('Longitude')).toHaveValue(-73.7781);
    await expect(canvas.getByText('Map at 40.641312, -73.7781')).toBeVisible();
    const monday = within(canvas.getByRole('group', { name: 'Monday' }));
    await userEvent.click(monday.getByRole('checkbox', { name: 'Closed' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accepts one-way returns' }));
    await userEvent.type(canvas.getByLabelText('One-way fee'), '19.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Airport',
        slug: 'airport',
        address: 'JFK Terminal 4',
        city: 'Queens',
        zipCode: '11430',
        country: 'US',
        latitude: 40.641312,
        longitude: -73.7781,
        phoneNumber: '(718) 555-0199',
        email: 'jfk@example.com',
        timeZone: 'America/New_York',
        openingHours: [{ day: 1, opens: '09:00', closes: '17:00' }],
        closures: [],
        oneWayReturns: true,
        oneWayFee: 19.99,
      }),
    );
  },
  args: { renderPositionPicker: (picker) => <FakeMap {...picker} /> },
};

export const Edit: Story = {
  args: { mode: 'edit', initialValues: downtown },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Edit Branch' })).toBeVisible();
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('America/New_York');
    await expect(canvas.getByLabelText('One-way fee')).toHaveValue(35);
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();
    // Editing the name of a saved branch leaves its slug (its links) alone.
    await userEvent.type(canvas.getByLabelText('Name'), ' (Wall St)');
    await expect(canvas.getByLabelText('Slug')).toHaveValue('downtown-office');
    // No more one-way returns here: the fee goes with them.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Accepts one-way returns' }));
    await expect(canvas.queryByLabelText('One-way fee')).not.toBeInTheDocument();
    await userEvent.click(update);
    const { oneWayFee: _fee, ...withoutFee } = downtown;
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...withoutFee,
        name: 'Downtown Office (Wall St)',
        oneWayReturns: false,
      }),
    );
  },
};

export const EditOnPhone: Story = {
  args: { mode: 'edit', initialValues: downtown },
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Downtown Office');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A zone the browser does not list (an older or newer IANA name) stays selectable. */
export const UnlistedTimeZone: Story = {
  args: { mode: 'edit', initialValues: { ...downtown, timeZone: 'US/Eastern' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Time zone')).toHaveValue('US/Eastern');
  },
};

export const EditDeleteConfirmation: Story = {
  args: { mode: 'edit', initialValues: downtown },
  play: async ({ canvas, userEvent, args }) => {
    await deleteAfterConfirmation(canvas, userEvent);
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
  },
};

export const Busy: Story = {
  args: { mode: 'edit', initialValues: downtown, busy: true },
  play: expectUpdateBusy,
};

export const DeleteBusy: Story = {
  args: { mode: 'edit', initialValues: downtown, deleting: true },
  play: expectDeleteBusy,
};

export const ReadOnly: Story = {
  args: {
    mode: 'edit',
    initialValues: downtown,
    readOnly: true,
    renderPositionPicker: (picker) => <FakeMap {...picker} />,
  },
  play: async ({ canvas }) => {
    for (const label of ['Name', 'Latitude', 'Time zone', 'One-way fee']) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Pick the airport' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add period on Monday' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

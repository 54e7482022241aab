import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EMPTY_VEHICLE_FILTERS, VehicleFilters } from './VehicleFilters';

const meta = {
  title: 'Library/Vehicles/VehicleFilters',
  component: VehicleFilters,
  args: { values: EMPTY_VEHICLE_FILTERS, onChange: fn(), onClear: fn() },
} satisfies Meta<typeof VehicleFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const atViewport = (value: string) => ({ viewport: { value, isRotated: false } });

export const Unfiltered: Story = {
  globals: atViewport('lg'),
  args: { searchMaxLength: 100 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('search', { name: 'Vehicle filters' })).toBeVisible();
    await expect(canvas.getByLabelText('Search model')).toBeVisible();
    await expect(canvas.getByLabelText('Search model')).toHaveAttribute('maxLength', '100');
    // The phone-only toggle is out of the accessibility tree on wide screens.
    await expect(canvas.queryByRole('button', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Sort by'), 'Price high to low');
    await expect(args.onChange).toHaveBeenCalledWith({
      ...EMPTY_VEHICLE_FILTERS,
      sort: 'priceDesc',
    });
  },
};

export const FiltersApplied: Story = {
  globals: atViewport('lg'),
  args: {
    values: {
      ...EMPTY_VEHICLE_FILTERS,
      q: 'audi',
      transmission: 'Manuel',
      minSeats: '5',
      pickUpDate: '2026-03-20',
      dropOffDate: '2026-03-22',
      sort: 'priceAsc',
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Search model')).toHaveValue('audi');
    await expect(canvas.getByLabelText('Transmission')).toHaveValue('Manuel');
    await expect(canvas.getByLabelText('Minimum seats')).toHaveValue(5);
    await expect(canvas.getByLabelText('Free from')).toHaveValue('2026-03-20');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('priceAsc');
    await userEvent.selectOptions(canvas.getByLabelText('Fuel type'), 'Diesel');
    await expect(args.onChange).toHaveBeenCalledWith({ ...args.values, fuelType: 'Diesel' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const FoldedOnPhone: Story = {
  globals: atViewport('xs'),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByLabelText('Search model')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText('Search model')).toBeVisible();
  },
};

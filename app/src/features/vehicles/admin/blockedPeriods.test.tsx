import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReservation, createVehicle, db } from '@rentacar/mocks/node';
import { renderAsAdmin } from '../../../shell/admin/test/adminTestUtils';

const blockList = () => screen.findByRole('list', { name: 'Blocked periods' });

describe('admin vehicle blocked periods', () => {
  it('blocks a period, lists it, and deletes it after the confirmation', async () => {
    const vehicle = createVehicle({ model: 'Volvo XC60' });
    const { user } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    expect(await screen.findByText('No blocked periods')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Start date'), '2030-03-20');
    await user.type(screen.getByLabelText('Start time'), '08:00');
    await user.type(screen.getByLabelText('End date'), '2030-03-21');
    await user.type(screen.getByLabelText('End time'), '18:00');
    await user.type(screen.getByLabelText('Reason'), 'Annual service');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Blocked period is created')).toBeInTheDocument();
    const period = within(await blockList()).getByRole('listitem', {
      name: '2030-03-20 08:00 – 2030-03-21 18:00',
    });
    expect(within(period).getByText('Annual service')).toBeInTheDocument();
    expect(db.blockedPeriods.all()).toMatchObject([
      { carId: vehicle.id, start: '2030-03-20T08:00:00', end: '2030-03-21T18:00:00' },
    ]);
    // The form is cleared for the next period.
    expect(screen.getByLabelText('Reason')).toHaveValue('');

    await user.click(
      within(period).getByRole('button', { name: 'Delete 2030-03-20 08:00 – 2030-03-21 18:00' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure to delete?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Blocked period was deleted')).toBeInTheDocument();
    expect(await screen.findByText('No blocked periods')).toBeInTheDocument();
    expect(db.blockedPeriods.all()).toEqual([]);
  });

  it('shows the reservations in the way of a refused period, linking to their edit', async () => {
    const vehicle = createVehicle({ model: 'Volvo XC40' });
    const reservation = createReservation({
      carId: vehicle.id,
      pickUpTime: '2030-04-10T10:00:00',
      dropOffTime: '2030-04-12T10:00:00',
    });
    const { user } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);

    await user.type(await screen.findByLabelText('Start date'), '2030-04-11');
    await user.type(screen.getByLabelText('Start time'), '09:00');
    await user.type(screen.getByLabelText('End date'), '2030-04-13');
    await user.type(screen.getByLabelText('End time'), '09:00');
    await user.type(screen.getByLabelText('Reason'), 'Repair');
    await user.click(screen.getByRole('button', { name: 'Block' }));

    const message = 'The vehicle is booked in this period: move or cancel these reservations first';
    const list = await screen.findByRole('list', { name: 'Reservations in the way' });
    expect(list.closest('[role="alert"]')).toHaveTextContent(message);
    const inTheWay = within(list);
    expect(inTheWay.getByRole('link', { name: `Reservation ${reservation.id}` })).toHaveAttribute(
      'href',
      `/admin/reservations/${reservation.id}`,
    );
    expect(inTheWay.getByRole('listitem')).toHaveTextContent('2030-04-10 10:00 – 2030-04-12 10:00');
    expect(db.blockedPeriods.all()).toEqual([]);
    // What was typed stays for another try.
    expect(screen.getByLabelText('Reason')).toHaveValue('Repair');
  });
});

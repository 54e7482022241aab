import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePayloadDateTime } from '@rentacar/api';
import { createReservation, createVehicle, db } from '@rentacar/mocks/node';
import { recordJsonBodies, recordRequests, renderAsAdmin } from '../test/adminTestUtils';

describe('admin reservations list', () => {
  it('shows vehicle, places and times, and the total price, latest pick-up first', async () => {
    const requests = recordRequests();
    const vehicle = createVehicle({ model: 'Jeep Wrangler' });
    const reservation = createReservation({
      carId: vehicle.id,
      pickUpTime: '2099-01-02T09:30:00',
      dropOffTime: '2099-01-03T18:00:00',
      pickUpLocation: 'Harbor',
      dropOffLocation: 'Airport',
      totalPrice: 1234,
    });
    const customer = db.users.find(reservation.userId)!;
    await renderAsAdmin('/admin/reservations');
    const table = await screen.findByRole('table', { name: 'Reservations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.map((header) => header?.replace(/[▲▼↕]/, ''))).toEqual([
      'Vehicle',
      'Pick-Up',
      'Drop-off',
      'Price',
      'Status',
      'Customer',
    ]);
    const firstRow = (await within(table).findByRole('cell', { name: 'Jeep Wrangler' })).closest(
      'tr',
    )!;
    expect(within(table).getAllByRole('row')[1]).toBe(firstRow);
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Jeep Wrangler',
      'Harbor, 2099-01-02 09:30',
      'Airport, 2099-01-03 18:00',
      '$1234',
      'CREATED',
      `${customer.firstName} ${customer.lastName}`,
    ]);
    expect(requests).toContain(
      'GET /api/reservations/admin/all/pages?page=0&size=10&sort=pickUpTime&direction=DESC',
    );
  });

  it('sorts by price when the Price header is clicked', async () => {
    const requests = recordRequests();
    const { user } = await renderAsAdmin('/admin/reservations');
    await user.click(await screen.findByRole('button', { name: /Price/ }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /api/reservations/admin/all/pages?page=0&size=10&sort=totalPrice&direction=ASC',
      ),
    );
    const cheapest = Math.min(
      ...db.reservations.all().map((reservation) => reservation.totalPrice),
    );
    const table = screen.getByRole('table', { name: 'Reservations' });
    await waitFor(() =>
      expect(
        within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[3],
      ).toHaveTextContent(`$${cheapest}`),
    );
  });
});

describe('admin reservation edit', () => {
  it('saves places, times, vehicle and status in the payload format', async () => {
    const reservation = createReservation({ pickUpLocation: 'Old Town' });
    const otherVehicle = createVehicle({ model: 'Kia Ceed' });
    const bodies = recordJsonBodies('PUT', '/api/reservations/admin/auth');
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin(`/admin/reservations/${reservation.id}`);

    expect(await screen.findByLabelText('Pick-up place')).toHaveValue('Old Town');
    expect(screen.getByLabelText('Pick-up date')).toHaveValue(reservation.pickUpTime.slice(0, 10));
    expect(screen.getByLabelText('Pick-up time')).toHaveValue(reservation.pickUpTime.slice(11, 16));
    expect(screen.getByLabelText('Status')).toHaveValue('CREATED');
    expect(within(screen.getByLabelText('Vehicle')).getAllByRole('option')).toHaveLength(
      db.vehicles.all().length + 1,
    );
    expect(screen.getByRole('link', { name: 'Customer' })).toHaveAttribute(
      'href',
      `/admin/users/${reservation.userId}`,
    );

    await user.clear(screen.getByLabelText('Drop-off place'));
    await user.type(screen.getByLabelText('Drop-off place'), 'Harbor');
    await user.selectOptions(screen.getByLabelText('Vehicle'), String(otherVehicle.id));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Reservation is updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/reservations/${reservation.id}`);
    expect(requests).toContain(
      `PUT /api/reservations/admin/auth?reservationId=${reservation.id}&carId=${otherVehicle.id}`,
    );
    const body = bodies[0] as Record<string, string>;
    expect(body).toMatchObject({
      pickUpLocation: 'Old Town',
      dropOffLocation: 'Harbor',
      status: 'CREATED',
    });
    expect(body.pickUpTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(parsePayloadDateTime(body.pickUpTime!)).toBe(reservation.pickUpTime);
    expect(parsePayloadDateTime(body.dropOffTime!)).toBe(reservation.dropOffTime);
    expect(db.reservations.find(reservation.id)).toMatchObject({
      carId: otherVehicle.id,
      dropOffLocation: 'Harbor',
    });
  });

  it('sets the status from the dropdown', async () => {
    const reservation = createReservation();
    const { user } = await renderAsAdmin(`/admin/reservations/${reservation.id}`);
    await user.selectOptions(await screen.findByLabelText('Status'), 'CANCELLED');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reservation is updated')).toBeInTheDocument();
    expect(db.reservations.find(reservation.id)!.status).toBe('CANCELLED');
  });

  it("shows the server's message when the reservation cannot be updated", async () => {
    const reservation = createReservation({ status: 'DONE' });
    const { user } = await renderAsAdmin(`/admin/reservations/${reservation.id}`);
    await user.clear(await screen.findByLabelText('Pick-up place'));
    await user.type(screen.getByLabelText('Pick-up place'), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Reservation can't be updated for Canceled or done reservations"),
    ).toBeInTheDocument();
    expect(db.reservations.find(reservation.id)!.pickUpLocation).not.toBe('Elsewhere');
  });

  it('shows the required messages', async () => {
    const reservation = createReservation();
    const { user } = await renderAsAdmin(`/admin/reservations/${reservation.id}`);
    await user.clear(await screen.findByLabelText('Pick-up place'));
    await user.clear(screen.getByLabelText('Drop-off place'));
    await user.tab();
    expect(await screen.findByText('Enter the pick up place')).toBeInTheDocument();
    expect(screen.getByText('Enter the drop off place')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('deletes after confirmation and goes back', async () => {
    const reservation = createReservation();
    const { user, router } = await renderAsAdmin(`/admin/reservations/${reservation.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Reservation was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations'));
    expect(db.reservations.find(reservation.id)).toBeUndefined();
  });

  it('Cancel goes back one step without saving', async () => {
    const reservation = createReservation({ pickUpLocation: 'Unchanged' });
    const { user, router } = await renderAsAdmin('/admin/reservations');
    await router.navigate(`/admin/reservations/${reservation.id}`);
    await user.clear(await screen.findByLabelText('Pick-up place'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations'));
    expect(db.reservations.find(reservation.id)!.pickUpLocation).toBe('Unchanged');
  });
});

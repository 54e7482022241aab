import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parsePayloadDateTime } from '@rentacar/rules';
import { createReservation, createUser, createVehicle, db } from '@rentacar/mocks/node';
import {
  recordJsonBodies,
  recordRequests,
  renderAsAdmin,
} from '../../../shell/admin/test/adminTestUtils';
import { emptyField, inSpanish } from '../../../test/renderApp';

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
      totalPrice: 1234.5,
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
      '$1,234.50',
      'CREATED',
      `${customer.firstName} ${customer.lastName}`,
    ]);
    expect(requests).toContain(
      'GET /api/reservations/admin/all/pages?page=0&size=10&sort=pickUpTime&direction=DESC',
    );
  });

  it('writes times and prices as Spanish readers do when the admin area is in Spanish', async () => {
    const vehicle = createVehicle({ model: 'Jeep Wrangler' });
    createReservation({
      carId: vehicle.id,
      pickUpTime: '2099-01-02T09:30:00',
      dropOffTime: '2099-01-13T18:00:00',
      pickUpLocation: 'Harbor',
      dropOffLocation: 'Airport',
      totalPrice: 1234.5,
    });
    await renderAsAdmin('/admin/reservations', await inSpanish());
    const table = await screen.findByRole('table', { name: 'Reservas' });
    const row = (await within(table).findByRole('cell', { name: 'Jeep Wrangler' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Harbor, 2/1/2099, 9:30', 'Airport, 13/1/2099, 18:00', '1234,50\u00a0US$']);
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

describe('admin reservations list filters', () => {
  const LIST =
    'GET /api/reservations/admin/all/pages?page=0&size=10&sort=pickUpTime&direction=DESC';

  /** Two January and one February pick-ups of one customer's Jeep, and one of someone else. */
  function arrange() {
    const vehicle = createVehicle({ model: 'Filtered Jeep' });
    const customer = createUser();
    const book = (pickUpTime: string, userId = customer.id) =>
      createReservation({
        carId: vehicle.id,
        userId,
        pickUpTime,
        dropOffTime: pickUpTime.replace('T09', 'T18'),
        pickUpLocation: `Harbor ${pickUpTime.slice(5, 10)}`,
      });
    const january = [book('2099-01-02T09:30:00'), book('2099-01-20T09:30:00')];
    book('2099-02-02T09:30:00');
    book('2099-01-10T09:30:00', createUser().id);
    return { vehicle, customer, january };
  }

  const pickUpCells = () =>
    within(screen.getByRole('table', { name: 'Reservations' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

  it('filters by vehicle, customer and pick-up time from the first page, kept in the URL', async () => {
    const { vehicle, customer } = arrange();
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin('/admin/reservations');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.some((request) => request.includes('page=1'))).toBe(true));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vehicle' }), 'Filtered Jeep');
    await waitFor(() => expect(requests).toContain(`${LIST}&carId=${vehicle.id}`));
    await user.type(screen.getByRole('spinbutton', { name: 'Customer ID' }), String(customer.id));
    fireEvent.change(screen.getByLabelText('Pick-up from'), {
      target: { value: '2099-01-01T00:00' },
    });
    fireEvent.change(screen.getByLabelText('Pick-up to'), {
      target: { value: '2099-02-01T00:00' },
    });

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?carId=${vehicle.id}&userId=${customer.id}&from=2099-01-01T00%3A00&to=2099-02-01T00%3A00`,
      ),
    );
    await waitFor(() =>
      expect(requests).toContain(
        `${LIST}&carId=${vehicle.id}&userId=${customer.id}&from=2099-01-01T00%3A00%3A00&to=2099-02-01T00%3A00%3A00`,
      ),
    );
    await waitFor(() =>
      expect(pickUpCells()).toEqual([
        'Harbor 01-20, 2099-01-20 09:30',
        'Harbor 01-02, 2099-01-02 09:30',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('spinbutton', { name: 'Customer ID' })).toHaveValue(null);
    expect(screen.getByLabelText('Pick-up from')).toHaveValue('');
    // The whole list again, a full first page.
    await waitFor(() => expect(pickUpCells()).toHaveLength(10));
  });

  it("a customer's name and a vehicle lead to their reservations, from the first page", async () => {
    arrange();
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin('/admin/reservations');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pickUpCells()).not.toContain('Harbor 02-02, 2099-02-02 09:30'));
    const table = screen.getByRole('table', { name: 'Reservations' });
    const firstRowLinks = () => within(within(table).getAllByRole('row')[1]!).getAllByRole('link');

    const customerLink = firstRowLinks()[1]!;
    const userId = /\?userId=(\d+)$/.exec(customerLink.getAttribute('href')!)![1];
    await user.click(customerLink);
    expect(router.state.location.pathname).toBe('/admin/reservations');
    expect(router.state.location.search).toBe(`?userId=${userId}`);
    await waitFor(() => expect(requests).toContain(`${LIST}&userId=${userId}`));
    expect(screen.getByRole('spinbutton', { name: 'Customer ID' })).toHaveValue(Number(userId));

    // By keyboard too, and not into the row's record.
    firstRowLinks()[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?carId=\d+$/));
    expect(router.state.location.pathname).toBe('/admin/reservations');
  });

  it('applies the filters of the URL when the page opens (a reload)', async () => {
    const { vehicle, customer } = arrange();
    const requests = recordRequests();
    await renderAsAdmin(
      `/admin/reservations?carId=${vehicle.id}&userId=${customer.id}&from=2099-01-01T00:00&to=2099-02-01T00:00:00`,
    );
    await waitFor(() => expect(pickUpCells()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(String(vehicle.id));
    expect(screen.getByRole('spinbutton', { name: 'Customer ID' })).toHaveValue(customer.id);
    expect(screen.getByLabelText('Pick-up from')).toHaveValue('2099-01-01T00:00');
    expect(requests.filter((request) => request.startsWith(LIST))).toEqual([
      `${LIST}&carId=${vehicle.id}&userId=${customer.id}&from=2099-01-01T00%3A00%3A00&to=2099-02-01T00%3A00%3A00`,
    ]);
  });

  it('says why a pick-up range ending before it starts is not applied, and sends none', async () => {
    const requests = recordRequests();
    await renderAsAdmin(
      '/admin/reservations?status=DONE&from=2099-02-01T00:00&to=2099-01-01T00:00',
    );
    expect(await screen.findByText('to: must be after from')).toBeVisible();
    expect(screen.getByLabelText('Pick-up to')).toHaveAccessibleDescription(
      'to: must be after from',
    );
    await waitFor(() => expect(requests).toContain(`${LIST}&status=DONE`));
    expect(requests.filter((request) => request.includes('from='))).toEqual([]);
  });

  it('says why in the page language', async () => {
    await renderAsAdmin(
      '/admin/reservations?from=2099-02-01T00:00&to=2099-01-01T00:00',
      await inSpanish(),
    );
    expect(await screen.findByText('to: debe ser posterior a from')).toBeVisible();
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

    await emptyField(user, screen.getByLabelText('Drop-off place'));
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
    await emptyField(user, await screen.findByLabelText('Pick-up place'));
    await user.type(screen.getByLabelText('Pick-up place'), 'Elsewhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Reservation can't be updated for Canceled or done reservations"),
    ).toBeInTheDocument();
    expect(db.reservations.find(reservation.id)!.pickUpLocation).not.toBe('Elsewhere');
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
    await emptyField(user, await screen.findByLabelText('Pick-up place'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reservations'));
    expect(db.reservations.find(reservation.id)!.pickUpLocation).toBe('Unchanged');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@rentacar/api';
import { DEMO_CUSTOMER } from '@rentacar/demo-data';
import {
  createReservation,
  createVehicle,
  db,
  endFleetStreams,
  issueToken,
} from '@rentacar/mocks/node';
import { PAYLOAD_DATE_TIME_FORMAT } from '@rentacar/rules';
import { DateTime } from 'luxon';
import { renderAsAdmin } from './test/adminTestUtils';

/** Reconnecting waits half a second first: more than a screen update, far less than this. */
const RECONNECTED_TIMEOUT_MS = 5000;

/** 10:00 on the day `days` from today, in the payload format. */
const inDays = (days: number) =>
  DateTime.now().startOf('day').plus({ days, hours: 10 }).toFormat(PAYLOAD_DATE_TIME_FORMAT);

const reservationsTable = () => screen.findByRole('table', { name: 'Reservations' });

/** A customer's booking through the API, as from another browser. */
async function bookAsCustomer(carId: number) {
  const customer = db.users.all().find((user) => user.email === DEMO_CUSTOMER.email)!;
  const customerApi = createApiClient({
    baseUrl: `${window.location.origin}/api`,
    getToken: () => issueToken(customer.id),
  });
  const { response, error } = await customerApi.POST('/reservations/add', {
    params: { query: { carId } },
    body: {
      pickUpTime: inDays(30),
      dropOffTime: inDays(31),
      pickUpLocation: 'Harbor',
      dropOffLocation: 'Harbor',
    },
  });
  expect(response.status, JSON.stringify(error)).toBe(201);
}

describe('live admin screens', () => {
  it("shows a customer's booking made elsewhere without a reload", async () => {
    const vehicle = createVehicle({ model: 'Volvo XC40 Live' });
    await renderAsAdmin(`/admin/reservations?carId=${vehicle.id}`);
    await screen.findByText('No records found');

    await bookAsCustomer(vehicle.id);

    const table = await reservationsTable();
    expect(await within(table).findByRole('cell', { name: 'Volvo XC40 Live' })).toBeVisible();
  });

  it('connects again after the server ended the stream, and shows what changed meanwhile', async () => {
    const vehicle = createVehicle({ model: 'Kia Niro Live' });
    await renderAsAdmin(`/admin/reservations?carId=${vehicle.id}`);
    await screen.findByText('No records found');
    await waitFor(() => expect(endFleetStreams()).toBe(1));

    // Written while no stream was open: nothing announces it.
    createReservation({
      carId: vehicle.id,
      pickUpTime: '2099-06-01T10:00:00',
      dropOffTime: '2099-06-02T10:00:00',
    });

    const table = await reservationsTable();
    expect(
      await within(table).findByRole(
        'cell',
        { name: 'Kia Niro Live' },
        { timeout: RECONNECTED_TIMEOUT_MS },
      ),
    ).toBeVisible();
  });

  it('counts a booking made elsewhere on the dashboard without a reload', async () => {
    const vehicle = createVehicle({ model: 'Seat Arona Live' });
    await renderAsAdmin('/admin');
    const card = await screen.findByRole('listitem', { name: 'Reservations' });
    const before = db.reservations.all().length;
    await waitFor(() => expect(within(card).getByText(String(before))).toBeInTheDocument());

    await bookAsCustomer(vehicle.id);

    expect(await within(card).findByText(String(before + 1))).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createReservation, db } from '@rentacar/mocks/node';
import { signInAs, signInKeepingPageLanguage } from '../../test/signIn';
import { captureRequests } from '../../test/captureRequests';
import { inSpanish, renderApp } from '../../test/renderApp';

const CUSTOMER_ID = 2;

/** Gives the demo customer enough reservations for several pages of 20. */
function giveCustomerReservations(count: number) {
  for (let index = 0; index < count; index += 1) {
    createReservation({ userId: CUSTOMER_ID, carId: 1, pickUpLocation: `Pick-up ${index}` });
  }
}

describe('own reservations', () => {
  it('asks for 20 per page, then the page minus one and the chosen size', async () => {
    giveCustomerReservations(45);
    signInAs('customer@example.com');
    const requests = captureRequests('GET', '/api/reservations/auth/all');
    const { user } = renderApp('/user/reservations');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('0');
    expect(requests.at(-1)?.searchParams.get('size')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('size')).toBe('50'));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('0');
  });

  it('lists vehicle, pick-up and drop-off with place and time, and opens a row', async () => {
    signInAs('customer@example.com');
    const { router, user } = renderApp('/user/reservations');
    const own = db.reservations.all().filter((reservation) => reservation.userId === CUSTOMER_ID);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(own.length + 1));
    const firstRow = screen.getAllByRole('row')[1]!;
    // The API's default order: latest pick-up first.
    const latest = own.toSorted((a, b) => b.pickUpTime.localeCompare(a.pickUpTime))[0]!;
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1',
      db.vehicles.find(latest.carId)!.model,
      `${latest.pickUpLocation}${latest.pickUpTime.slice(0, 10)} ${latest.pickUpTime.slice(11, 16)}`,
      `${latest.dropOffLocation}${latest.dropOffTime.slice(0, 10)} ${latest.dropOffTime.slice(11, 16)}`,
    ]);
    await user.click(firstRow);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/user\/reservations\/\d+$/),
    );
    expect(
      await screen.findByRole('button', { name: 'Back to the reservations' }),
    ).toBeInTheDocument();
  });

  it('writes the times as Spanish readers do when the page is in Spanish', async () => {
    signInKeepingPageLanguage('customer@example.com');
    const reservation = createReservation({
      userId: CUSTOMER_ID,
      carId: 1,
      pickUpTime: '2099-01-02T09:30:00',
      dropOffTime: '2099-01-13T18:00:00',
      pickUpLocation: 'Harbor',
      dropOffLocation: 'Airport',
    });
    renderApp('/user/reservations', await inSpanish());
    const table = await screen.findByRole('table', { name: 'Tus reservas' });
    // The API's default order, latest pick-up first, puts the one in 2099 on top.
    const firstRow = (await within(table).findByRole('cell', { name: /^Harbor/ })).closest('tr')!;
    expect(within(table).getAllByRole('row')[1]).toBe(firstRow);
    expect(within(firstRow).getByText(db.vehicles.find(reservation.carId)!.model)).toBeVisible();
    expect(within(firstRow).getByText('2/1/2099, 9:30')).toBeVisible();
    expect(within(firstRow).getByText('13/1/2099, 18:00')).toBeVisible();
  });
});

describe('reservation details', () => {
  it('goes back to the reservations from one of them', async () => {
    signInAs('customer@example.com');
    const reservation = createReservation({ userId: CUSTOMER_ID, carId: 1 });
    const { router, user } = renderApp('/user/reservations');
    await router.navigate(`/user/reservations/${reservation.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to the reservations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/reservations'));
  });

  it("shows the not-found page for another customer's reservation", async () => {
    signInAs('customer@example.com');
    const someoneElses = createReservation({ carId: 1 });
    renderApp(`/user/reservations/${someoneElses.id}`);
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
  });
});

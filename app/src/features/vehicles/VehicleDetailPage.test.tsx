import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ReservationInput } from '@rentacar/contract';
import { createReservation, db, server, serverError } from '@rentacar/mocks/node';
import { signInAs } from '../../test/signIn';
import { renderApp } from '../../test/renderApp';

type User = ReturnType<typeof renderApp>['user'];

const pickUpDay = DateTime.local().plus({ days: 20 });
const dropOffDay = pickUpDay.plus({ days: 2 });

/** Fills the booking form with times 20 days ahead; answers the form. */
async function fillBooking(user: User, { dropOffTime = '18:30' } = {}) {
  const form = await screen.findByRole('form', { name: 'Booking' });
  const field = (label: string) => within(form).getByLabelText(label);
  await user.type(field('Pick-up place'), "Chicago O'Hare Airport");
  await user.type(field('Pick-up date'), pickUpDay.toISODate()!);
  await user.type(field('Pick-up time'), '10:00');
  await user.type(field('Drop-off place'), 'Chicago Union Station');
  await user.type(field('Drop-off date'), dropOffDay.toISODate()!);
  await user.type(field('Drop-off time'), dropOffTime);
  await user.click(field('I have read and aggree the contract'));
  return within(form);
}

async function book(user: User, options: { dropOffTime?: string } = {}) {
  const form = await fillBooking(user, options);
  await user.click(form.getByRole('button', { name: 'Book Now' }));
}

function captureBookings() {
  const bookings: { carId: string | null; body: ReservationInput }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === '/api/reservations/add') {
      bookings.push({ carId: url.searchParams.get('carId'), body: await request.clone().json() });
    }
  });
  return bookings;
}

describe('vehicle details', () => {
  it('shows the model, the hourly price and the property highlights', async () => {
    renderApp('/vehicles/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toyota Corolla' }),
    ).toBeInTheDocument();
    expect(screen.getByText('rent per hour')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Property Highlights' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown vehicle', async () => {
    renderApp('/vehicles/9999');
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
  });
});

describe('booking', () => {
  it("answers 'Please login first' to a visitor without calling the API", async () => {
    const bookings = captureBookings();
    const { router, user } = renderApp('/vehicles/1');
    await book(user);
    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    expect(bookings).toEqual([]);
    expect(router.state.location.pathname).toBe('/vehicles/1');
  });

  it("books with the payload date format, toasts 'Reservation created' and goes home", async () => {
    signInAs('customer@example.com');
    const bookings = captureBookings();
    const { router, user } = renderApp('/vehicles/1');
    await book(user);
    expect(await screen.findByText('Reservation created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The toast links to the reservation the answer names.
    const newest = Math.max(...db.reservations.all().map((reservation) => reservation.id));
    expect(screen.getByRole('link', { name: 'View reservation' })).toHaveAttribute(
      'href',
      `/user/reservations/${newest}`,
    );
    expect(bookings).toEqual([
      {
        carId: '1',
        body: {
          pickUpLocation: "Chicago O'Hare Airport",
          dropOffLocation: 'Chicago Union Station',
          pickUpTime: `${pickUpDay.toFormat('MM/dd/yyyy')} 10:00:00`,
          dropOffTime: `${dropOffDay.toFormat('MM/dd/yyyy')} 18:30:00`,
        },
      },
    ]);
  });

  it("toasts the server's message when the car was booked meanwhile, and keeps the form", async () => {
    signInAs('customer@example.com');
    const { router, user } = renderApp('/vehicles/2');
    const form = await fillBooking(user);
    // The times were free when the form checked them (after its debounce and the request)...
    expect(await form.findByText('Available', {}, { timeout: 5000 })).toBeInTheDocument();
    // ...then another customer books the car over those days before this one clicks Book Now.
    const localTime = (day: DateTime, hour: number) =>
      day.set({ hour, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
    createReservation({
      carId: 2,
      pickUpTime: localTime(pickUpDay, 9),
      dropOffTime: localTime(dropOffDay, 19),
    });
    await user.click(form.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Car is not available for selected time')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vehicles/2');
    expect(screen.getByLabelText('Pick-up place')).toHaveValue("Chicago O'Hare Airport");
  });

  it("toasts the server's message when the server fails", async () => {
    signInAs('customer@example.com');
    server.use(serverError('createReservation'));
    const { router, user } = renderApp('/vehicles/1');
    await book(user);
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vehicles/1');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ReservationInput } from '@rentacar/contract';
import { createReservation, createUser, db, server, serverError } from '@rentacar/mocks/node';
import { signInAs } from '../../test/signIn';
import { renderApp } from '../../test/renderApp';

type User = ReturnType<typeof renderApp>['user'];

const pickUpDay = DateTime.local().plus({ days: 20 });
const dropOffDay = pickUpDay.plus({ days: 2 });

/** Fills the booking form with times 20 days ahead; answers the form. */
async function fillBooking(
  user: User,
  {
    dropOffTime = '18:30',
    dropOff = "Chicago O'Hare Airport",
    pickUpDate = pickUpDay.toISODate()!,
    pickUpTime = '10:00',
  } = {},
) {
  const form = await screen.findByRole('form', { name: 'Booking' });
  const field = (label: string) => within(form).getByLabelText(label);
  // The vehicle's branch is the pick-up place; the drop-off is one of the branches taking it.
  await within(form).findByRole('combobox', { name: 'Drop-off place' }, { timeout: 5000 });
  await user.type(field('Pick-up date'), pickUpDate);
  await user.type(field('Pick-up time'), pickUpTime);
  await user.selectOptions(field('Drop-off place'), dropOff);
  await user.type(field('Drop-off date'), dropOffDay.toISODate()!);
  await user.type(field('Drop-off time'), dropOffTime);
  await user.click(field('I have read and aggree the contract'));
  return within(form);
}

async function book(user: User, options: Parameters<typeof fillBooking>[1] = {}) {
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
    expect(await screen.findByRole('region', { name: 'Promotions' })).toBeInTheDocument();
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
          pickUpLocation: 'Chicago Downtown',
          dropOffLocation: "Chicago O'Hare Airport",
          pickUpTime: `${pickUpDay.toFormat('MM/dd/yyyy')} 10:00:00`,
          dropOffTime: `${dropOffDay.toFormat('MM/dd/yyyy')} 18:30:00`,
          pickUpBranchId: 1,
          dropOffBranchId: 2,
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
    expect(screen.getByLabelText('Pick-up place')).toHaveValue('Chicago Downtown');
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

describe('booking at branches', () => {
  const nextWeekday = (weekday: number) => {
    const start = DateTime.local().plus({ days: 20 });
    return start.plus({ days: (weekday - start.weekday + 7) % 7 });
  };

  it("offers the vehicle's branch and the branches taking one-way returns, with their hours", async () => {
    const { user } = renderApp('/vehicles/1');
    const form = await screen.findByRole('form', { name: 'Booking' });
    const dropOff = await within(form).findByRole(
      'combobox',
      { name: 'Drop-off place' },
      { timeout: 5000 },
    );
    expect(within(form).getByLabelText('Pick-up place')).toHaveValue('Chicago Downtown');
    expect(within(form).getByLabelText('Pick-up place')).toHaveAttribute('readonly');
    // New York Midtown takes no one-way returns.
    expect(
      within(dropOff)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a branch', 'Chicago Downtown', "Chicago O'Hare Airport", 'JFK Airport']);
    const sunday = nextWeekday(7).toISODate()!;
    await user.type(within(form).getByLabelText('Pick-up date'), sunday);
    expect(await within(form).findByText('Chicago Downtown on Sunday: 08:00–20:00')).toBeVisible();
  });

  it('refuses a time the branch is closed at with the words the server uses, sending nothing', async () => {
    signInAs('customer@example.com');
    const bookings = captureBookings();
    // A vehicle of New York Midtown, which is closed on Sundays.
    const { user } = renderApp('/vehicles/18');
    await book(user, {
      dropOff: 'New York Midtown',
      pickUpDate: nextWeekday(7).toISODate()!,
    });
    expect(
      await screen.findByText(
        'New York Midtown is closed at that time. Opening hours on Sunday: closed',
      ),
    ).toBeInTheDocument();
    expect(bookings).toEqual([]);
  });

  it('asks a customer without driver details to add them, linking to the profile', async () => {
    signInAs(createUser());
    renderApp('/vehicles/1');
    const form = await screen.findByRole('form', { name: 'Booking' });
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Add your driver details to your profile before booking');
    expect(within(refusal).getByRole('link', { name: 'Add driver details' })).toHaveAttribute(
      'href',
      '/user',
    );
    expect(within(form).getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });

  it("refuses a driver under the vehicle's minimum age with the server's words, sending nothing", async () => {
    const born = pickUpDay.minus({ years: 22 }).toISODate()!;
    signInAs(
      createUser({
        driver: {
          dateOfBirth: born,
          licenseNumber: 'Y-1',
          licenseCountry: 'US',
          licenseIssuedOn: pickUpDay.minus({ years: 5 }).toISODate()!,
          licenseExpiresOn: pickUpDay.plus({ years: 5 }).toISODate()!,
        },
      }),
    );
    const bookings = captureBookings();
    // The Mercedes-Benz E 220 d asks for drivers of 25 or more.
    const { user } = renderApp('/vehicles/25');
    const form = await fillBooking(user, { dropOff: 'JFK Airport' });
    expect(
      await form.findByText('The driver must be at least 25 years old on the pick-up day'),
    ).toHaveAttribute('role', 'alert');
    expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    expect(bookings).toEqual([]);
  });
});

describe('vehicle details with day and week prices', () => {
  it('shows the day price and quotes whole days at it when cheaper than the hours', async () => {
    db.vehicles.update(1, { pricePerDay: 100 });
    const { user } = renderApp('/vehicles/1');
    expect(await screen.findByText('per day')).toHaveTextContent('$100 per day');
    const form = await fillBooking(user, { dropOffTime: '10:00', dropOff: 'Chicago Downtown' });
    const quote = within(await form.findByRole('region', { name: 'Price and availability' }));
    // Two days at $100 instead of 48 hours at $18.
    expect(await quote.findByRole('row', { name: '2 days × $100 $200' })).toBeVisible();
    expect(quote.getByRole('row', { name: 'Total $200' })).toBeVisible();
    expect(quote.queryByRole('row', { name: /hours/ })).toBeNull();
  });
});

describe('additional drivers and the young-driver surcharge', () => {
  const youngDriver = {
    dateOfBirth: pickUpDay.minus({ years: 22 }).toISODate()!,
    licenseNumber: 'Y-2',
    licenseCountry: 'US',
    licenseIssuedOn: pickUpDay.minus({ years: 4 }).toISODate()!,
    licenseExpiresOn: pickUpDay.plus({ years: 5 }).toISODate()!,
  };

  async function addDriver(user: User, form: ReturnType<typeof within>, dateOfBirth: string) {
    await user.click(form.getByRole('button', { name: 'Add a driver' }));
    const driver = within(form.getByRole('group', { name: 'Additional driver 1' }));
    const values = {
      'First name': 'Ada',
      'Last name': 'Second',
      'Date of birth': dateOfBirth,
      'License number': 'AD-1',
      'Issuing country': 'US',
      'License issued on': youngDriver.licenseIssuedOn,
      'License expires on': youngDriver.licenseExpiresOn,
    };
    for (const [label, value] of Object.entries(values)) {
      await user.type(driver.getByLabelText(label), value);
    }
  }

  it('quotes the surcharge of each young driver and books with the additional driver', async () => {
    db.vehicles.update(1, { youngDriverAge: 25, youngDriverSurchargePerDay: 10 });
    signInAs(createUser({ driver: youngDriver }));
    const bookings = captureBookings();
    const { user } = renderApp('/vehicles/1');
    const form = await fillBooking(user, { dropOffTime: '10:00', dropOff: 'Chicago Downtown' });
    const quote = within(await form.findByRole('region', { name: 'Price and availability' }));
    // 48 hours at $18, and 2 days at $10 for the young customer.
    expect(await quote.findByRole('row', { name: '48 hours × $18 $864' })).toBeVisible();
    expect(quote.getByRole('row', { name: 'Young driver, 2 days × $10 $20' })).toBeVisible();
    expect(quote.getByRole('row', { name: 'Total $884' })).toBeVisible();
    await addDriver(user, form, youngDriver.dateOfBirth);
    // The additional driver's 2 days too.
    expect(await quote.findByRole('row', { name: 'Young driver, 4 days × $10 $40' })).toBeVisible();
    expect(quote.getByRole('row', { name: 'Total $904' })).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(bookings[0]!.body.additionalDrivers).toEqual([
      { ...youngDriver, firstName: 'Ada', lastName: 'Second', licenseNumber: 'AD-1' },
    ]);
  });

  it("refuses an additional driver under the vehicle's minimum age, naming them", async () => {
    signInAs('customer@example.com');
    // The Mercedes-Benz E 220 d asks for drivers of 25 or more.
    const { user } = renderApp('/vehicles/25');
    const form = await fillBooking(user, { dropOff: 'JFK Airport' });
    await addDriver(user, form, youngDriver.dateOfBirth);
    expect(
      await form.findByText(
        'Additional driver 1: The driver must be at least 25 years old on the pick-up day',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  });
});

import type { Meta } from '@storybook/react-vite';
import { DateTime } from 'luxon';
import { expect, waitFor, within } from 'storybook/test';
import { createReservation, db, loading, serverError } from '@rentacar/mocks';
import {
  type Canvas,
  clearField,
  CUSTOMER,
  fillFields,
  expectEmptyAfterLoad,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  type StoryUser,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Vehicle Details',
  tags: ['!autodocs'],
} satisfies Meta;

const pickUpDay = DateTime.local().plus({ days: 40 });

/** The vehicle shows first; its booking column (its own chunk) follows. */
async function findBookingForm(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Toyota Corolla' }, FIRST_SCREEN);
  return within(await canvas.findByRole('form', { name: 'Booking' }, FIRST_SCREEN));
}

/** The next date on an ISO weekday (1 Monday ... 7 Sunday), 40 days ahead or more. */
const nextWeekday = (weekday: number) =>
  pickUpDay.plus({ days: (weekday - pickUpDay.weekday + 7) % 7 });

/** The vehicle's branch is the pick-up place; the drop-off is a branch, chosen from a list. */
async function fillBooking(canvas: Canvas, user: StoryUser, dropOff = 'Chicago Downtown') {
  const form = await findBookingForm(canvas);
  await fillFields(form, user, {
    'Pick-up date': pickUpDay.toISODate()!,
    'Pick-up time': '09:00',
    'Drop-off date': pickUpDay.plus({ days: 1 }).toISODate()!,
    'Drop-off time': '17:00',
  });
  await user.selectOptions(form.getByLabelText('Drop-off place'), dropOff);
  await user.click(form.getByLabelText('I have read and aggree the contract'));
  return form;
}

/** A visitor sees the model, its price, image and highlights, with the booking form beside. */
export const LoggedOut: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas }) => {
    const form = await findBookingForm(canvas);
    await expect(canvas.getByText('rent per hour')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Toyota Corolla' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Property Highlights' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

export const LoggedOutOnPhone: PageStory = onPhone(LoggedOut);

/** Booking while logged out answers 'Please login first'. */
export const BookingLoggedOut: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Book Now' }));
    await expect(await canvas.findByText('Please login first')).toBeInTheDocument();
  },
};

/** Every field left empty after a visit shows its message. */
export const ValidationErrors: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findBookingForm(canvas);
    await userEvent.click(form.getByLabelText('Pick-up date'));
    await userEvent.click(form.getByLabelText('Pick-up time'));
    await userEvent.click(form.getByLabelText('I have read and aggree the contract'));
    await userEvent.click(form.getByLabelText('I have read and aggree the contract'));
    await userEvent.tab();
    await expect(await form.findByText('Select a pick-up date')).toBeVisible();
    await expect(form.getByText('Please read the contract and check the box')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  },
};

/**
 * A logged-in customer books: 'Reservation created'. Where the app goes next, and what it sends,
 * the RTL test checks.
 */
export const Booked: PageStory = {
  ...pageStory({ path: '/vehicles/1', as: CUSTOMER }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Book Now' }));
    await expect(await canvas.findByText('Reservation created')).toBeInTheDocument();
  },
};

/** While the booking request runs the button is busy. */
export const Busy: PageStory = {
  ...pageStory({ path: '/vehicles/1', as: CUSTOMER, overrides: [loading('createReservation')] }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Book Now' }));
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Book Now/ })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(form.getByRole('button', { name: /Book Now/ })).toBeDisabled();
  },
};

/** A refused booking toasts the server's message. That the form stays, the RTL test checks. */
export const BookingFailed: PageStory = {
  ...pageStory({
    path: '/vehicles/1',
    as: CUSTOMER,
    overrides: [
      serverError('createReservation', {
        status: 400,
        message: 'Car is not available for selected time',
      }),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: 'Book Now' }));
    await expect(
      await canvas.findByText('Car is not available for selected time'),
    ).toBeInTheDocument();
  },
};

export const Loading: PageStory = {
  ...pageStory({ path: '/vehicles/1', overrides: [loading('getVehicle')] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading vehicle', {}, FIRST_SCREEN)).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Booking' })).toBeNull();
  },
};

/**
 * Any other failure is only logged (spec §8): the page stays empty under the navbar, with neither
 * the vehicle, the not-found page nor a message.
 */
export const LoadError: PageStory = {
  ...pageStory({ path: '/vehicles/1', overrides: [serverError('getVehicle')] }),
  play: async ({ canvas }) => {
    await expectEmptyAfterLoad(canvas, 'Loading vehicle');
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Toyota Corolla' })).toBeNull();
    await expect(canvas.queryByText('Opps! Something went wrong')).toBeNull();
    await expect(canvas.queryByRole('form', { name: 'Booking' })).toBeNull();
  },
};

/** An id the server does not know shows the not-found page. */
export const NotFound: PageStory = {
  ...pageStory({ path: '/vehicles/9999' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Opps! Something went wrong', {}, FIRST_SCREEN),
    ).toBeVisible();
  },
};

const priceAndAvailability = (form: Canvas) =>
  form.getByRole('region', { name: 'Price and availability' });

/** Both date-times picked: the quote by the shared price rule, then 'Available'. */
export const QuoteAndAvailable: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    // 09:00 to 17:00 the next day: 32 started hours at $18.
    const quote = within(priceAndAvailability(form));
    await expect(quote.getByRole('row', { name: '32 hours × $18 $576' })).toBeVisible();
    await expect(quote.getByRole('row', { name: 'Total $576' })).toBeVisible();
    await waitFor(() => expect(priceAndAvailability(form)).toHaveTextContent('Available'));
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

/** A price with cents: shown with them, and the quote computed in cents (no float noise). */
export const DecimalPriceQuote: PageStory = {
  ...pageStory({
    path: '/vehicles/1',
    arrange: () => {
      db.vehicles.update(1, { pricePerHour: 45.7 });
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await findBookingForm(canvas);
    await expect(canvas.getByText('$45.70')).toBeVisible();
    await fillFields(form, userEvent, {
      'Pick-up date': pickUpDay.toISODate()!,
      'Pick-up time': '09:00',
      'Drop-off date': pickUpDay.toISODate()!,
      'Drop-off time': '11:30',
    });
    // 2.5 hours are 3 started hours: $137.10, where floats would give 137.10000000000002.
    const quote = within(priceAndAvailability(form));
    await expect(quote.getByRole('row', { name: '3 hours × $45.70 $137.10' })).toBeVisible();
    await expect(quote.getByRole('row', { name: 'Total $137.10' })).toBeVisible();
  },
};

/** A clash is shown while picking, Book Now stays disabled, and the booking is listed. */
export const NotAvailable: PageStory = {
  ...pageStory({
    path: '/vehicles/1',
    arrange: () => {
      createReservation({
        carId: 1,
        pickUpTime: `${pickUpDay.toISODate()}T12:00:00`,
        dropOffTime: `${pickUpDay.toISODate()}T15:00:00`,
      });
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await waitFor(() =>
      expect(priceAndAvailability(form)).toHaveTextContent('Not available for the selected time'),
    );
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    const booked = within(canvas.getByRole('region', { name: 'Booked periods' }));
    await expect(
      booked.getByText(`${pickUpDay.toISODate()} 12:00 – ${pickUpDay.toISODate()} 15:00`),
    ).toBeVisible();
  },
};

/**
 * Times within the turnaround after a booking are taken too: the form says when the vehicle is
 * next free, and the booked period when it is made ready until.
 */
export const NotAvailableInTurnaround: PageStory = {
  ...pageStory({
    path: '/vehicles/1',
    arrange: () => {
      const { branchId } = db.vehicles.update(1, { turnaroundMinutes: 60 });
      // At the vehicle's branch, so its times are on the clock the form's are.
      createReservation({
        carId: 1,
        pickUpBranchId: branchId,
        dropOffBranchId: branchId,
        pickUpTime: `${pickUpDay.toISODate()}T06:00:00`,
        dropOffTime: `${pickUpDay.toISODate()}T08:30:00`,
      });
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    const day = pickUpDay.toISODate();
    await waitFor(() =>
      expect(priceAndAvailability(form)).toHaveTextContent('Not available for the selected time'),
    );
    await expect(await form.findByText(`The vehicle is next free from ${day} 09:30`)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    const booked = within(canvas.getByRole('region', { name: 'Booked periods' }));
    await expect(
      booked.getByText(`${day} 06:00 – ${day} 08:30 (made ready until ${day} 09:30)`),
    ).toBeVisible();
  },
};

/** Times the booking rules refuse are reported before submitting. */
export const TimesRefused: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas, userEvent }) => {
    const form = await findBookingForm(canvas);
    await fillFields(form, userEvent, {
      'Pick-up date': DateTime.local().toISODate()!,
      'Pick-up time': '00:00',
    });
    await userEvent.tab();
    await expect(await form.findByText('The pick-up time cannot be in the past')).toBeVisible();
    await clearField(userEvent, form.getByLabelText('Pick-up date'));
    await fillFields(form, userEvent, {
      'Pick-up date': pickUpDay.toISODate()!,
      'Drop-off date': pickUpDay.toISODate()!,
      'Drop-off time': '00:00',
    });
    await userEvent.tab();
    await expect(await form.findByText('The drop-off must be after the pick-up')).toBeVisible();
    // More than 90 x 24 h after the pick-up: the longest rental.
    await clearField(userEvent, form.getByLabelText('Drop-off date'));
    await fillFields(form, userEvent, {
      'Drop-off date': pickUpDay.plus({ days: 91 }).toISODate()!,
    });
    await userEvent.tab();
    await expect(await form.findByText('A rental may last at most 90 days')).toBeVisible();
  },
};

/**
 * A pick-up on a day the vehicle's branch is closed (New York Midtown, Sundays) is refused before
 * submitting, in the words the server answers; the branch's hours that day show by the fields.
 */
export const ClosedBranchRefused: PageStory = {
  ...pageStory({ path: '/vehicles/18', as: CUSTOMER }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, FIRST_SCREEN);
    const form = within(await canvas.findByRole('form', { name: 'Booking' }, FIRST_SCREEN));
    await expect(form.getByLabelText('Pick-up place')).toHaveValue('New York Midtown');
    await fillFields(form, userEvent, {
      'Pick-up date': nextWeekday(7).toISODate()!,
      'Pick-up time': '10:00',
    });
    await userEvent.tab();
    await expect(
      await form.findByText(
        'New York Midtown is closed at that time. Opening hours on Sunday: closed',
      ),
    ).toBeVisible();
    await expect(form.getByText('New York Midtown on Sunday: closed')).toBeVisible();
  },
};

/**
 * The business's rules (a rental of two days at least, cancellation free until a day before): the
 * page says them in words, and a shorter rental is refused before submitting, as the API words it.
 */
export const RentalRulesRefused: PageStory = {
  ...pageStory({
    path: '/vehicles/1',
    as: CUSTOMER,
    arrange: () => {
      db.rentalRules = {
        ...db.rentalRules,
        minimumRentalHours: 48,
        freeCancellationHours: 24,
        cancellationFeeType: 'FIXED',
        cancellationFeeAmount: 25,
      };
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent);
    await expect(await form.findByText('A rental lasts at least 2 days')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Book Now' })).toBeDisabled();
    const rules = canvas.getByRole('region', { name: 'Rental rules' });
    await expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A rental lasts at least 2 days',
      'Free cancellation until 1 day before pick-up; a later cancellation costs $25',
    ]);
  },
};

export const RentalRulesRefusedOnPhone: PageStory = onPhone(RentalRulesRefused);

/** A return to another branch adds its one-way fee to the quote, on a line of its own. */
export const OneWayQuote: PageStory = {
  ...pageStory({ path: '/vehicles/1' }),
  play: async ({ canvas, userEvent }) => {
    const form = await fillBooking(canvas, userEvent, "Chicago O'Hare Airport");
    // 32 hours at $18, plus O'Hare's $25.
    const quote = within(priceAndAvailability(form));
    await expect(
      await quote.findByRole('row', { name: "One-way return to Chicago O'Hare Airport $25" }),
    ).toBeVisible();
    await expect(quote.getByRole('row', { name: '32 hours × $18 $576' })).toBeVisible();
    await expect(quote.getByRole('row', { name: 'Total $601' })).toBeVisible();
  },
};

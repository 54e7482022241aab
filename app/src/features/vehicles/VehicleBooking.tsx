import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAX_RENTAL_DAYS, type Vehicle } from '@rentacar/contract';
import {
  bookingIntervalProblem,
  rentalHours,
  rentalPrice,
  toPayloadDateTime,
} from '@rentacar/rules';
import {
  BookedPeriods,
  BookingForm,
  notify,
  type BookingAvailability,
  type BookingTimes,
  type BookingValues,
} from '@rentacar/ui';
import { createReservation } from '../reservations/reservations';
import { useVehicleAvailability } from './vehicles';
import { checkBookingTimes, toBookingInterval, useDebouncedValue } from './bookingTimes';
import { authAtom } from '../sessions/auth';
import { useSave } from '../../shell/useSave';
import { RouterLink } from '../../shell/RouterLink';
import { useLingui } from '@lingui/react/macro';

/** Waiting this long after the last change before asking whether the picked times are free. */
const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * The quote and availability of the picked times: the price by the shared rule as soon as both
 * date-times are valid, the availability of the settled times from the API.
 */
function useBookingCheck(vehicle: Vehicle, times: BookingTimes) {
  const interval = useMemo(() => toBookingInterval(times), [times]);
  const bookable = interval !== undefined && bookingIntervalProblem(interval) === undefined;
  const settled = useDebouncedValue(bookable ? interval : undefined, AVAILABILITY_DEBOUNCE_MS);
  const { data, error } = useVehicleAvailability(
    vehicle.id,
    settled === undefined
      ? null
      : { from: toPayloadDateTime(settled.pickUpTime), to: toPayloadDateTime(settled.dropOffTime) },
  );
  if (!bookable) return {};
  const quote = {
    total: rentalPrice(interval, vehicle.pricePerHour),
    hours: rentalHours(interval),
  };
  let availability: BookingAvailability | undefined;
  if (settled !== interval || (data === undefined && error === undefined)) {
    availability = 'checking';
  } else if (data !== undefined) {
    availability = data.booked.length > 0 ? 'unavailable' : 'available';
  }
  return { quote, availability };
}

/**
 * The vehicle page's booking column: the form with its quote and availability, and the booked
 * periods. Its own chunk (the form stack is most of the page's code), so the vehicle's photo and
 * details show without waiting for it.
 */
export default function VehicleBooking({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const { isUserLogin } = useAtomValue(authAtom);
  const navigate = useNavigate();
  const [times, setTimes] = useState<BookingTimes>({});
  const { quote, availability } = useBookingCheck(vehicle, times);
  // The upcoming booked periods: the API's default window, the next 90 days.
  const upcoming = useVehicleAvailability(vehicle.id, {});

  const { save } = useSave();

  const book = async (booking: BookingValues) => {
    if (!isUserLogin) {
      notify.error(t`Please login first`);
      return false;
    }
    // The spec's toast and the way home stay; the toast also links to the new reservation.
    return save(() => createReservation(vehicle.id, booking), {
      onSaved: ({ id }) => {
        notify.success(
          t`Reservation created`,
          <RouterLink href={`/user/reservations/${id}`}>{t`View reservation`}</RouterLink>,
        );
        void navigate('/');
      },
    });
  };

  return (
    <div>
      <BookingForm
        onSubmit={book}
        checkTimes={checkBookingTimes}
        maxRentalDays={MAX_RENTAL_DAYS}
        onTimesChange={setTimes}
        quote={quote}
        availability={availability}
      />
      <BookedPeriods periods={upcoming.data?.booked ?? []} loading={upcoming.isLoading} />
    </div>
  );
}

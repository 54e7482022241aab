import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAX_RENTAL_DAYS,
  type DriverDetails,
  type Language,
  type Vehicle,
} from '@rentacar/contract';
import { driverEligibilityProblem, driverProblemMessage } from '@rentacar/rules/drivers';
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
  Spinner,
  type BookingAvailability,
  type BookingPlacesAndTimes,
  type BookingValues,
} from '@rentacar/ui';
import { useBranches } from '../branches/branches';
import {
  branchQuote,
  checkBranchTimes,
  chosenDropOff,
  dayHours,
  useVehicleBranches,
  type VehicleBranches,
} from './branchBooking';
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
function useBookingCheck(
  vehicle: Vehicle,
  times: BookingPlacesAndTimes,
  branches: VehicleBranches | undefined,
) {
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
  const quote = branches
    ? branchQuote(
        interval,
        branches.pickUp,
        chosenDropOff(branches, times.dropOffLocation),
        vehicle,
      )
    : { total: rentalPrice(interval, vehicle), hours: rentalHours(interval) };
  let availability: BookingAvailability | undefined;
  if (settled !== interval || (data === undefined && error === undefined)) {
    availability = 'checking';
  } else if (data !== undefined) {
    availability = data.booked.length > 0 ? 'unavailable' : 'available';
  }
  return { quote, availability };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The shared driver rule (`driverEligibilityProblem`) on the picked days, in the page's language:
 * the words the API would answer, before the booking is sent. Without driver details it says so
 * at once; the other rules wait for both dates.
 */
function driverProblemOf(
  driver: DriverDetails | undefined,
  vehicle: Vehicle,
  { pickUpDate, dropOffDate }: BookingPlacesAndTimes,
  language: Language,
) {
  if (
    driver !== undefined &&
    !(ISO_DATE.test(pickUpDate ?? '') && ISO_DATE.test(dropOffDate ?? ''))
  ) {
    return undefined;
  }
  const problem = driverEligibilityProblem({
    driver,
    vehicle,
    pickUpDate: pickUpDate ?? '',
    dropOffDate: dropOffDate ?? '',
  });
  return problem && { kind: problem.kind, message: driverProblemMessage(problem, language) };
}

/**
 * The vehicle page's booking column: the form with its quote and availability, and the booked
 * periods. Its own chunk (the form stack is most of the page's code), so the vehicle's photo and
 * details show without waiting for it.
 */
export default function VehicleBooking({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const auth = useAtomValue(authAtom);
  const { isUserLogin } = auth;
  const navigate = useNavigate();
  const [times, setTimes] = useState<BookingPlacesAndTimes>({});
  const allBranches = useBranches();
  const branches = useVehicleBranches(vehicle.branchId, allBranches.data);
  const { quote, availability } = useBookingCheck(vehicle, times, branches);
  const dropOff = branches && chosenDropOff(branches, times.dropOffLocation);
  const hoursLine = (branch: NonNullable<typeof dropOff>, date: string | undefined) => {
    const { weekday, hours } = dayHours(branch, date, language);
    const name = branch.name;
    return t`${name} on ${weekday}: ${hours}`;
  };
  const checkBranches = useCallback(
    (values: BookingPlacesAndTimes) =>
      branches ? checkBranchTimes(branches, values, language) : undefined,
    [branches, language],
  );
  // The upcoming booked periods: the API's default window, the next 90 days.
  const upcoming = useVehicleAvailability(vehicle.id, {});

  const { save } = useSave();

  const book = async (booking: BookingValues) => {
    if (!isUserLogin) {
      notify.error(t`Please login first`);
      return false;
    }
    // The spec's toast and the way home stay; the toast also links to the new reservation.
    const branchIds = branches && {
      pickUpBranchId: branches.pickUp.id,
      dropOffBranchId: chosenDropOff(branches, booking.dropOffLocation).id,
    };
    return save(() => createReservation(vehicle.id, booking, branchIds), {
      onSaved: ({ id }) => {
        notify.success(
          t`Reservation created`,
          <RouterLink href={`/user/reservations/${id}`}>{t`View reservation`}</RouterLink>,
        );
        void navigate('/');
      },
    });
  };

  const driverProblem = auth.isUserLogin
    ? driverProblemOf(auth.user.driver, vehicle, times, language)
    : undefined;

  // The form starts once it knows the branches, so nothing typed is lost when they arrive.
  if (allBranches.isLoading) return <Spinner label={t`Loading booking form`} />;

  return (
    <div>
      <BookingForm
        onSubmit={book}
        checkTimes={checkBookingTimes}
        maxRentalDays={MAX_RENTAL_DAYS}
        onPlacesChange={setTimes}
        quote={quote}
        availability={availability}
        branches={
          branches && {
            pickUp: branches.pickUp.name,
            dropOffs: branches.dropOffs.map((branch) => branch.name),
          }
        }
        checkBranchTimes={branches ? checkBranches : undefined}
        pickUpHours={branches && hoursLine(branches.pickUp, times.pickUpDate)}
        dropOffHours={dropOff && hoursLine(dropOff, times.dropOffDate)}
        driverProblem={
          driverProblem && (
            <>
              {driverProblem.message}
              {driverProblem.kind === 'noDriverDetails' && (
                <>
                  {' '}
                  <RouterLink href="/user">{t`Add driver details`}</RouterLink>
                </>
              )}
            </>
          )
        }
      />
      <BookedPeriods periods={upcoming.data?.booked ?? []} loading={upcoming.isLoading} />
    </div>
  );
}

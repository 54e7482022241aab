import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MAX_RENTAL_DAYS,
  type DriverDetails,
  type Language,
  type Vehicle,
} from '@rentacar/contract';
import {
  additionalDriverProblemMessage,
  driverEligibilityProblem,
  driverProblemMessage,
  youngDriverSurchargeInCents,
} from '@rentacar/rules/drivers';
import { describeRentalRules } from '@rentacar/rules/rentalRules';
import {
  bookingIntervalProblem,
  heldPeriod,
  nextFreeFrom,
  fromCents,
  toCents,
  toPayloadDateTime,
} from '@rentacar/rules';
import {
  BookedPeriods,
  BookingForm,
  FieldLimits,
  notify,
  RentalRulesSummary,
  Spinner,
  useFormatMoney,
  type AdditionalDriverEntry,
  type BookingAvailability,
  type BookingPlacesAndTimes,
  type BookingValues,
} from '@rentacar/ui';
import { DRIVER_FIELD_MAX_LENGTHS } from '../../shell/driverFieldMaxLengths';
import { useBranches } from '../branches/branches';
import {
  branchQuote,
  checkBranchTimes,
  checkRentalRules,
  chosenDropOff,
  dayHours,
  useVehicleBranches,
  type VehicleBranches,
} from './branchBooking';
import { rentalQuote, youngDriverLine, type RentalQuote } from './priceLines';
import { createReservation } from '../reservations/reservations';
import { useVehicleAvailability } from './vehicles';
import { useRentalRules } from '../policies/policies';
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
  datesOfBirth: readonly string[],
) {
  const interval = useMemo(() => toBookingInterval(times), [times]);
  const bookable = interval !== undefined && bookingIntervalProblem(interval) === undefined;
  const settled = useDebouncedValue(bookable ? interval : undefined, AVAILABILITY_DEBOUNCE_MS);
  // What the booking would hold: its times and the vehicle's turnaround after them.
  const held = settled && heldPeriod(settled, vehicle.turnaroundMinutes);
  const { data, error } = useVehicleAvailability(
    vehicle.id,
    held === undefined
      ? null
      : { from: toPayloadDateTime(held.pickUpTime), to: toPayloadDateTime(held.dropOffTime) },
  );
  if (!bookable) return {};
  const base = branches
    ? branchQuote(
        interval,
        branches.pickUp,
        chosenDropOff(branches, times.dropOffLocation),
        vehicle,
      )
    : rentalQuote(interval, vehicle);
  const quote = base && withYoungDriverSurcharge(base, vehicle, datesOfBirth, interval.pickUpTime);
  let availability: BookingAvailability | undefined;
  if (settled !== interval || (data === undefined && error === undefined)) {
    availability = 'checking';
  } else if (data !== undefined) {
    availability = data.booked.length > 0 ? 'unavailable' : 'available';
  }
  return { interval, quote, availability };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The quote with the shared young-driver surcharge of the drivers born on `datesOfBirth`, on a
 * line of its own.
 */
function withYoungDriverSurcharge(
  quote: RentalQuote,
  vehicle: Vehicle,
  datesOfBirth: readonly string[],
  pickUpTime: string,
): RentalQuote {
  const surcharge = youngDriverSurchargeInCents({
    vehicle,
    datesOfBirth,
    pickUpDate: pickUpTime.slice(0, 10),
    hours: quote.hours,
  });
  if (surcharge === 0 || vehicle.youngDriverSurchargePerDay === undefined) return quote;
  const perDayCents = toCents(vehicle.youngDriverSurchargePerDay);
  return {
    ...quote,
    lines: [...quote.lines, youngDriverLine(surcharge / perDayCents, perDayCents)],
    total: fromCents(toCents(quote.total) + surcharge),
  };
}

/** The additional drivers typed in full so far (every date well formed), in their order. */
const completeDrivers = (drivers: readonly AdditionalDriverEntry[]) =>
  drivers.map((driver) =>
    driver.dateOfBirth !== undefined &&
    driver.licenseIssuedOn !== undefined &&
    driver.licenseExpiresOn !== undefined &&
    [driver.dateOfBirth, driver.licenseIssuedOn, driver.licenseExpiresOn].every((date) =>
      ISO_DATE.test(date),
    )
      ? {
          dateOfBirth: driver.dateOfBirth,
          licenseIssuedOn: driver.licenseIssuedOn,
          licenseExpiresOn: driver.licenseExpiresOn,
        }
      : undefined,
  );

/**
 * The shared driver rule (`driverEligibilityProblem`) on the picked days, in the page's language:
 * the words the API would answer, before the booking is sent. Without driver details it says so
 * at once; the other rules wait for both dates.
 */
function driverProblemOf(
  driver: DriverDetails | undefined,
  drivers: readonly AdditionalDriverEntry[],
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
  const days = { vehicle, pickUpDate: pickUpDate ?? '', dropOffDate: dropOffDate ?? '' };
  const problem = driverEligibilityProblem({ driver, ...days });
  if (problem) return { kind: problem.kind, message: driverProblemMessage(problem, language) };
  for (const [index, other] of completeDrivers(drivers).entries()) {
    const theirs = other && driverEligibilityProblem({ driver: other, ...days });
    if (theirs) {
      return {
        kind: theirs.kind,
        message: additionalDriverProblemMessage(index + 1, theirs, language),
      };
    }
  }
  return undefined;
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
  const [drivers, setDrivers] = useState<readonly AdditionalDriverEntry[]>([]);
  const allBranches = useBranches();
  const branches = useVehicleBranches(vehicle.branchId, allBranches.data);
  const ownDateOfBirth = auth.isUserLogin ? auth.user.driver?.dateOfBirth : undefined;
  const datesOfBirth = [
    ownDateOfBirth,
    ...completeDrivers(drivers).map((d) => d?.dateOfBirth),
  ].filter((date) => date !== undefined);
  const { interval, quote, availability } = useBookingCheck(vehicle, times, branches, datesOfBirth);
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
  const rentalRules = useRentalRules().data;
  const formatMoney = useFormatMoney();
  const checkRules = useCallback(
    (values: BookingPlacesAndTimes) =>
      branches && rentalRules
        ? checkRentalRules(branches, rentalRules, values, language)
        : undefined,
    [branches, rentalRules, language],
  );
  // The upcoming booked periods: the API's default window, the next 90 days.
  const upcoming = useVehicleAvailability(vehicle.id, {});
  const booked = upcoming.data?.booked;
  const nextFree =
    availability === 'unavailable' && interval && booked
      ? nextFreeFrom(booked, interval, vehicle.turnaroundMinutes)
      : undefined;

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
    ? driverProblemOf(auth.user.driver, drivers, vehicle, times, language)
    : undefined;

  // The form starts once it knows the branches, so nothing typed is lost when they arrive.
  if (allBranches.isLoading) return <Spinner label={t`Loading booking form`} />;

  return (
    <div>
      <FieldLimits maxLengths={DRIVER_FIELD_MAX_LENGTHS}>
        <BookingForm
          onSubmit={book}
          checkTimes={checkBookingTimes}
          maxRentalDays={MAX_RENTAL_DAYS}
          onPlacesChange={setTimes}
          withAdditionalDrivers={auth.isUserLogin}
          onDriversChange={setDrivers}
          quote={quote}
          availability={availability}
          nextFreeFrom={nextFree}
          branches={
            branches && {
              pickUp: branches.pickUp.name,
              dropOffs: branches.dropOffs.map((branch) => branch.name),
            }
          }
          checkBranchTimes={branches ? checkBranches : undefined}
          checkRentalRules={checkRules}
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
      </FieldLimits>
      {rentalRules && (
        <RentalRulesSummary rules={describeRentalRules(rentalRules, formatMoney, language)} />
      )}
      <BookedPeriods periods={booked ?? []} loading={upcoming.isLoading} />
    </div>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAX_RENTAL_DAYS, type Language, type ReservationDetail } from '@rentacar/contract';
import { bookingIntervalProblem, rentalPrice } from '@rentacar/rules';
import {
  ReservationChangeForm,
  type BookingPlacesAndTimes,
  type ReservationChangeValues,
} from '@rentacar/ui';
import { useBranches } from '../branches/branches';
import { useRentalRules } from '../policies/policies';
import {
  branchQuote,
  checkBranchTimes,
  checkRentalRules,
  chosenDropOff,
  useVehicleBranches,
} from '../vehicles/branchBooking';
import { checkBookingTimes, toBookingInterval } from '../vehicles/bookingTimes';
import { useSave } from '../../shell/useSave';
import { changeOwnReservation } from './reservations';

/** A stored local date-time (`2026-03-14T10:00:00`) as the form's date and time fields. */
const dateAndTime = (time: string) => [time.slice(0, 10), time.slice(11, 16)] as const;

/**
 * The customer's change of their reservation: the change form at the reservation's branches, the
 * new total by the shared price rule against the current one, and the API's reason for a refusal.
 */
export function ReservationChange({
  reservation,
  onClose,
  onChanged,
}: {
  reservation: ReservationDetail;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as Language;
  const { car } = reservation;
  const branches = useVehicleBranches(reservation.pickUpBranchId, useBranches().data);
  const rentalRules = useRentalRules().data;
  const { busy, save } = useSave();
  const [values, setValues] = useState<BookingPlacesAndTimes>({});
  const [refusal, setRefusal] = useState<string>();

  const initialValues = useMemo(() => {
    const [pickUpDate, pickUpTime] = dateAndTime(reservation.pickUpTime);
    const [dropOffDate, dropOffTime] = dateAndTime(reservation.dropOffTime);
    return {
      pickUpDate,
      pickUpTime,
      dropOffDate,
      dropOffTime,
      dropOffLocation: reservation.dropOffLocation,
    };
  }, [reservation]);

  const onPlacesChange = useCallback((changed: BookingPlacesAndTimes) => {
    setValues(changed);
    setRefusal(undefined);
  }, []);
  const checkBranches = useCallback(
    (picked: BookingPlacesAndTimes) =>
      branches ? checkBranchTimes(branches, picked, language) : undefined,
    [branches, language],
  );
  const checkRules = useCallback(
    (picked: BookingPlacesAndTimes) =>
      branches && rentalRules
        ? checkRentalRules(branches, rentalRules, picked, language)
        : undefined,
    [branches, rentalRules, language],
  );

  const interval = toBookingInterval(values);
  const total =
    interval === undefined || bookingIntervalProblem(interval) !== undefined
      ? undefined
      : branches
        ? branchQuote(
            interval,
            branches.pickUp,
            chosenDropOff(branches, values.dropOffLocation),
            car,
          )?.total
        : rentalPrice(interval, car);
  const quote =
    total === undefined
      ? undefined
      : { total, difference: Math.round((total - reservation.totalPrice) * 100) / 100 };

  const submit = (change: ReservationChangeValues) => {
    const dropOffBranchId = branches && chosenDropOff(branches, change.dropOffLocation).id;
    return save(() => changeOwnReservation(reservation.id, change, dropOffBranchId), {
      success: t`Reservation is changed`,
      onFailed: setRefusal,
      onSaved: async () => {
        await onChanged();
        onClose();
      },
    });
  };

  return (
    <ReservationChangeForm
      initialValues={initialValues}
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      dropOffs={branches?.dropOffs.map((branch) => branch.name)}
      checkTimes={checkBookingTimes}
      maxRentalDays={MAX_RENTAL_DAYS}
      checkBranchTimes={branches ? checkBranches : undefined}
      checkRentalRules={checkRules}
      onPlacesChange={onPlacesChange}
      quote={quote}
      refusal={refusal}
    />
  );
}

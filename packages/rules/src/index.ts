export {
  combineDateAndTime,
  DISPLAY_DATE_FORMAT,
  DISPLAY_TIME_FORMAT,
  formatDisplayDate,
  formatDisplayTime,
  isRealDate,
  isRealLocalDateTime,
  isTimeZone,
  LOCAL_ISO_DATE_TIME_FORMAT,
  localNow,
  officeTimeZone,
  PAYLOAD_DATE_TIME_FORMAT,
  parsePayloadDateTime,
  readPayloadDateTime,
  setOfficeTimeZone,
  toPayloadDateTime,
} from './dates';
export { dateInputAt, localDateTimeInput } from './dateInputs';
export {
  CALENDAR_WINDOW_MAX_DAYS,
  calendarWindowProblem,
  compareCalendarItems,
  overlapsCalendarWindow,
} from './calendar';
export {
  AVAILABILITY_WINDOW_DAYS,
  bookingIntervalProblem,
  DEFAULT_TURNAROUND_MINUTES,
  heldPeriod,
  nextFreeFrom,
  tooCloseForTurnaround,
  turnaroundEnd,
  type OccupiedPeriod,
  holdsAccountOpen,
  intervalsOverlap,
  isBookableInterval,
  isCancellable,
  exceedsRentalLength,
  isReservationEditable,
  localRangeProblem,
  normaliseReservationStatus,
  overlapBounds,
  readAvailabilityFilter,
  readAvailabilityWindow,
  readBlockTimes,
  readBookingTimes,
  rentalHours,
  rentalPrice,
  rentalPriceInCents,
  type BookingInterval,
  type BookingIntervalProblem,
  type RequestIntervalCheck,
} from './booking';
export {
  basePriceInCents,
  HOURS_PER_DAY,
  HOURS_PER_WEEK,
  vehicleRatesInCents,
  type RentalRates,
  type VehicleRates,
} from './rates';
export {
  DEFAULT_MONEY,
  fromCents,
  moneySettings,
  sumMoney,
  toCents,
  type MoneySettings,
} from './money';
export {
  monthOf,
  REVENUE_MONTHS,
  reservationsByStatus,
  statsWindow,
  UTILISATION_DAYS,
  UTILISATION_HOURS_PER_VEHICLE,
  utilisationShare,
  type StatsWindow,
} from './stats';
export {
  erasedProfile,
  holdsSameRoles,
  normaliseEmail,
  passwordConfirmationProblem,
  personName,
  registrationConfirmationProblem,
} from './accounts';
export { detectImageType, type ImageContentType } from './images';
export {
  EMAIL_CONFIRMATION_TOKEN_DAYS,
  EMAIL_LINK_PATHS,
  emailConfirmationLink,
  PASSWORD_RESET_TOKEN_MINUTES,
  passwordResetLink,
  reminderDedupeKey,
  pickUpReminderWindow,
  reservationChanges,
  reservationEmailSummary,
  reservationLink,
  reservationsLink,
  type EmailBranch,
  type ReservationEmailSummary,
  type ReservationFieldChange,
  type ReservationState,
} from './emails';
export { changedSince, RECENTLY_CHANGED_DAYS } from './history';
export { DEFAULT_LANGUAGE, requestLanguage } from './languages';
export { normaliseLicensePlate } from './vehicles';
export {
  overlappingSeason,
  seasonAdjustments,
  seasonInputProblem,
  seasonsOverlap,
  type SeasonDates,
  type SeasonLine,
} from './seasons';

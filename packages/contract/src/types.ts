// Named aliases for the generated contract types, so callers never index `components` themselves.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
/** A user with their driver details, as only the owner and administrators read them. */
export type UserWithDriver = Schemas['UserWithDriver'];
/** Who drives: date of birth and driving licence (dates `YYYY-MM-DD`). */
export type DriverDetails = Schemas['DriverDetails'];
export type AdditionalDriver = Schemas['AdditionalDriver'];
/** Everything the site keeps about a user, as `downloadMyData` answers it. */
export type MyData = Schemas['MyData'];
/** An e-mail sent or queued to the user, as their data download lists it. */
export type MyDataEmail = Schemas['MyDataEmail'];
export type Role = Schemas['Role'];
/** A language the site and its e-mails are written in (`en`, `es`). */
export type Language = Schemas['Language'];
export type ProfileUpdate = Schemas['ProfileUpdate'];
export type UserUpdate = Schemas['UserUpdate'];
export type Registration = Schemas['Registration'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type PasswordChange = Schemas['PasswordChange'];
export type ContactMessageInput = Schemas['ContactMessageInput'];
export type ContactMessage = Schemas['ContactMessage'];
export type Vehicle = Schemas['Vehicle'];
export type VehicleInput = Schemas['VehicleInput'];
export type Transmission = Schemas['Transmission'];
export type FuelType = Schemas['FuelType'];
export type Branch = Schemas['Branch'];
export type BranchInput = Schemas['BranchInput'];
export type BranchSaved = Schemas['BranchSaved'];
export type BlockedPeriod = Schemas['BlockedPeriod'];
export type BlockedPeriodInput = Schemas['BlockedPeriodInput'];
export type Season = Schemas['Season'];
export type SeasonInput = Schemas['SeasonInput'];
export type BlockConflictError = Schemas['BlockConflictError'];
export type BlockingReservation = Schemas['BlockingReservation'];
export type FleetChange = Schemas['FleetChange'];
/** One vehicle's row of the fleet calendar: the vehicle and what occupies it in the window. */
export type CalendarRow = Schemas['CalendarRow'];
/** A reservation or blocked period on the fleet calendar, told apart by `kind`. */
export type CalendarItem = Schemas['CalendarItem'];
export type PageOfCalendarRow = Schemas['PageOfCalendarRow'];
/** One period a branch is open on a weekday (local wall-clock `HH:mm`; `closes` may be `24:00`). */
export type OpeningPeriod = Schemas['OpeningPeriod'];
/** A whole local day a branch is closed. */
export type BranchClosure = Schemas['BranchClosure'];
export type ImageUploadResponse = Schemas['ImageUploadResponse'];
/** A width the server keeps a WebP copy of each image for. */
export type ImageCopyWidth = Schemas['ImageCopyWidth'];
export type ReservationInput = Schemas['ReservationInput'];
export type ReservationUpdate = Schemas['ReservationUpdate'];
export type ReservationChangeInput = Schemas['ReservationChangeInput'];
export type Reservation = Schemas['Reservation'];
export type ReservationStatus = Schemas['ReservationStatus'];
export type ReservationWithCar = Schemas['ReservationWithCar'];
/** A reservation with its vehicle and its history, as one reservation's page reads it. */
export type ReservationDetail = Schemas['ReservationDetail'];
/** One line of a price: what it charges, in words, and what it adds to the total. */
export type QuoteLine = Schemas['QuoteLine'];
export type QuoteLineKind = Schemas['QuoteLineKind'];
export type ReservationQuoteInput = Schemas['ReservationQuoteInput'];
export type ReservationQuote = Schemas['ReservationQuote'];
/** One change of a reservation's history: who, when, and each field before and after. */
export type ReservationChange = Schemas['ReservationChange'];
export type ReservationFieldChange = Schemas['ReservationFieldChange'];
export type ChangeActor = Schemas['ChangeActor'];
export type RentalRules = Schemas['RentalRules'];
export type CancellationFeeType = Schemas['CancellationFeeType'];
export type VehicleAvailability = Schemas['VehicleAvailability'];
export type BookedPeriod = Schemas['BookedPeriod'];
export type PageMetadata = Schemas['PageMetadata'];
export type PageOfUser = Schemas['PageOfUser'];
export type PageOfVehicle = Schemas['PageOfVehicle'];
export type PageOfContactMessage = Schemas['PageOfContactMessage'];
export type PageOfReservationWithCar = Schemas['PageOfReservationWithCar'];
export type AdminReservation = Schemas['AdminReservation'];
export type PageOfAdminReservation = Schemas['PageOfAdminReservation'];
export type AdminStats = Schemas['AdminStats'];
export type MonthlyRevenue = Schemas['MonthlyRevenue'];
export type VehicleRevenue = Schemas['VehicleRevenue'];
export type ApiMessage = Schemas['ApiMessage'];
export type ReservationCreated = Schemas['ReservationCreated'];
export type PasswordResetRequest = Schemas['PasswordResetRequest'];
export type PasswordReset = Schemas['PasswordReset'];
export type EmailConfirmation = Schemas['EmailConfirmation'];
export type EmailStatus = Schemas['EmailStatus'];
export type EmailKind = Schemas['EmailKind'];
/** One e-mail of the outbox as the administrator's list shows it. */
export type OutboxEmail = Schemas['OutboxEmail'];
/** One e-mail of the outbox with its rendered parts. */
export type EmailDetail = Schemas['EmailDetail'];
export type PageOfEmail = Schemas['PageOfEmail'];
/** The JSON body of every 4xx/5xx answer (the class `ApiError` is what the client throws). */
export type ApiErrorBody = Schemas['ApiError'];

/** Query parameters of an operation, e.g. `OperationQuery<'listVehicles'>` for page, size, sort, direction. */
export type OperationQuery<OperationId extends keyof operations> = NonNullable<
  operations[OperationId]['parameters']['query']
>;

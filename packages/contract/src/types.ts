// Named aliases for the generated contract types, so callers never index `components` themselves.
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type User = Schemas['User'];
/** A user with their driver details, as only the owner and administrators read them. */
export type UserWithDriver = Schemas['UserWithDriver'];
/** Who drives: date of birth and driving licence (dates `YYYY-MM-DD`). */
export type DriverDetails = Schemas['DriverDetails'];
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
export type BlockConflictError = Schemas['BlockConflictError'];
export type BlockingReservation = Schemas['BlockingReservation'];
/** One period a branch is open on a weekday (local wall-clock `HH:mm`; `closes` may be `24:00`). */
export type OpeningPeriod = Schemas['OpeningPeriod'];
/** A whole local day a branch is closed. */
export type BranchClosure = Schemas['BranchClosure'];
export type ImageUploadResponse = Schemas['ImageUploadResponse'];
/** A width the server keeps a WebP copy of each image for. */
export type ImageCopyWidth = Schemas['ImageCopyWidth'];
export type ReservationInput = Schemas['ReservationInput'];
export type ReservationUpdate = Schemas['ReservationUpdate'];
export type Reservation = Schemas['Reservation'];
export type ReservationStatus = Schemas['ReservationStatus'];
export type ReservationWithCar = Schemas['ReservationWithCar'];
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

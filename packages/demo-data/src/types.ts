/** Plain seed records. Consumers (the mock and the server) hash the passwords and store the rest. */

import type {
  Branch,
  ContactMessage,
  DriverDetails,
  FUEL_TYPES,
  Reservation,
  RESERVATION_STATUSES,
  ROLES,
  TRANSMISSIONS,
  User,
  Vehicle,
} from '@rentacar/contract';

export type DemoRole = (typeof ROLES)[number];
export type DemoTransmission = (typeof TRANSMISSIONS)[number];
export type DemoFuelType = (typeof FUEL_TYPES)[number];
export type DemoReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * A user as the API shows it, but for what each consumer sets when storing it (the language and
 * the confirmation), with a plain password.
 */
export type DemoUser = Omit<User, 'emailConfirmed' | 'language'> & {
  /** Plain demo password; every consumer stores only a hash of it. */
  password: string;
  /** Every demo account may book: it has driver details the vehicles accept. */
  driver: DriverDetails;
};

/**
 * A vehicle as the API shows it: the contract's `Vehicle`, so a new field of it needs no change
 * here. Each image id has a PNG file `images/<id>.png`.
 */
export type DemoVehicle = Vehicle;

/** A reservation as stored in the seed: its times are offsets from the start of the seeding day. */
export type DemoReservationTemplate = Omit<
  DemoReservation,
  | 'pickUpTime'
  | 'dropOffTime'
  | 'totalPrice'
  | 'pickUpLocation'
  | 'dropOffLocation'
  | 'pickUpBranchId'
  | 'dropOffBranchId'
> & {
  /** Days after (negative: before) the local day of `now`. */
  pickUpDay: number;
  /** Local hour of pick-up on that day (0-23). */
  pickUpHour: number;
  /** Rental length in whole hours. */
  hours: number;
};

/**
 * A reservation materialised for a given `now`: the contract's `Reservation` (local wall-clock
 * times without zone, `totalPrice = ceil(minutes / 60) * pricePerHour` of the reserved vehicle).
 */
export type DemoReservation = Reservation;

/** A contact message as the API shows it: the contract's `ContactMessage`. */
export type DemoContactMessage = ContactMessage;

export interface DemoImage {
  id: string;
  contentType: 'image/png';
  /** File name inside the package's `images/` folder. */
  fileName: string;
}

/** A branch as the API shows it, its closures placed around the seeding day. */
export type DemoBranch = Branch;

export interface DemoData {
  branches: DemoBranch[];
  users: DemoUser[];
  vehicles: DemoVehicle[];
  images: DemoImage[];
  reservations: DemoReservation[];
  contactMessages: DemoContactMessage[];
}

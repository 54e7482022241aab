/** Plain seed records. Consumers (the mock and the server) hash the passwords and store the rest. */

import type { FUEL_TYPES, RESERVATION_STATUSES, ROLES, TRANSMISSIONS } from '@rentacar/contract';

export type DemoRole = (typeof ROLES)[number];
export type DemoTransmission = (typeof TRANSMISSIONS)[number];
export type DemoFuelType = (typeof FUEL_TYPES)[number];
export type DemoReservationStatus = (typeof RESERVATION_STATUSES)[number];

export interface DemoUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Plain demo password; every consumer stores only a hash of it. */
  password: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
  builtIn: boolean;
  roles: DemoRole[];
}

export interface DemoVehicle {
  id: number;
  model: string;
  doors: number;
  seats: number;
  luggage: number;
  transmission: DemoTransmission;
  airConditioning: boolean;
  fuelType: DemoFuelType;
  age: number;
  pricePerHour: number;
  /** Image ids (UUIDs); each has a PNG file `images/<id>.png`. */
  image: string[];
  builtIn: boolean;
}

/** A reservation as stored in the seed: its times are offsets from the start of the seeding day. */
export interface DemoReservationTemplate {
  id: number;
  carId: number;
  userId: number;
  /** Days after (negative: before) the local day of `now`. */
  pickUpDay: number;
  /** Local hour of pick-up on that day (0-23). */
  pickUpHour: number;
  /** Rental length in whole hours. */
  hours: number;
  pickUpLocation: string;
  dropOffLocation: string;
  status: DemoReservationStatus;
}

/** A reservation materialised for a given `now`. */
export interface DemoReservation {
  id: number;
  carId: number;
  userId: number;
  /** Local wall-clock date-time without zone, e.g. `2026-03-14T10:00:00` (the contract's format). */
  pickUpTime: string;
  dropOffTime: string;
  pickUpLocation: string;
  dropOffLocation: string;
  status: DemoReservationStatus;
  /** `ceil(minutes / 60) * pricePerHour` of the reserved vehicle. */
  totalPrice: number;
}

export interface DemoContactMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  body: string;
}

export interface DemoImage {
  id: string;
  contentType: 'image/png';
  /** File name inside the package's `images/` folder. */
  fileName: string;
}

export interface DemoData {
  users: DemoUser[];
  vehicles: DemoVehicle[];
  images: DemoImage[];
  reservations: DemoReservation[];
  contactMessages: DemoContactMessage[];
}

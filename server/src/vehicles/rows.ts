import type { FuelType, Transmission, Vehicle, VehicleInput } from '@rentacar/contract';
import { fromCents, normaliseLicensePlate, toCents, type RentalRates } from '@rentacar/rules';
import type { YoungDriverTerms } from '@rentacar/rules/drivers';
import type { ColumnType, Generated, Selectable } from 'kysely';
import { toDbBoolean, type DbBoolean } from '../db/schema.js';

export interface CarsTable {
  id: Generated<number>;
  model: string;
  doors: number;
  seats: number;
  luggage: number;
  transmission: string;
  airConditioning: DbBoolean;
  fuelType: string;
  age: number;
  /** Integer cents; the API's dollars go through `toCents`/`fromCents`. */
  pricePerHour: number;
  /** Integer cents, absent when days or weeks are charged by the hour. */
  pricePerDay: ColumnType<number | null, number | null | undefined, number | null>;
  pricePerWeek: ColumnType<number | null, number | null | undefined, number | null>;
  /** Unique when present (a unique index; absent plates may repeat). */
  licensePlate: string | null;
  builtIn: DbBoolean;
  /**
   * Required by the database (0025); optional to write only for rows of the schemas before it,
   * which tests fill before migrating.
   */
  branchId: ColumnType<number, number | undefined, number>;
  /** The youngest driver on the pick-up day; the database's default for rows of older schemas. */
  minimumDriverAge: ColumnType<number, number | undefined, number>;
  /** The whole years of licence held on the pick-up day. */
  minimumLicenseYears: ColumnType<number, number | undefined, number>;
  /** Whole minutes after each drop-off the vehicle is made ready in. */
  turnaroundMinutes: ColumnType<number, number | undefined, number>;
  /** A driver younger than this pays the surcharge; null, with it, when there is none. */
  youngDriverAge: ColumnType<number | null, number | null | undefined, number | null>;
  /** Integer cents per rental day and young driver. */
  youngDriverSurchargePerDay: ColumnType<number | null, number | null | undefined, number | null>;
  /** Integer cents held at pick-up; the database's default (0) for rows of older schemas. */
  deposit: ColumnType<number, number | undefined, number>;
}

export type CarRow = Selectable<CarsTable>;

export function toVehicle(row: CarRow, image: string[]): Vehicle {
  return {
    id: row.id,
    model: row.model,
    doors: row.doors,
    seats: row.seats,
    luggage: row.luggage,
    transmission: row.transmission as Transmission,
    airConditioning: Boolean(row.airConditioning),
    fuelType: row.fuelType as FuelType,
    age: row.age,
    pricePerHour: fromCents(row.pricePerHour),
    ...(row.pricePerDay === null ? {} : { pricePerDay: fromCents(row.pricePerDay) }),
    ...(row.pricePerWeek === null ? {} : { pricePerWeek: fromCents(row.pricePerWeek) }),
    ...(row.licensePlate === null ? {} : { licensePlate: row.licensePlate }),
    image,
    builtIn: Boolean(row.builtIn),
    branchId: row.branchId,
    minimumDriverAge: row.minimumDriverAge,
    minimumLicenseYears: row.minimumLicenseYears,
    turnaroundMinutes: row.turnaroundMinutes,
    ...youngDriverTerms(row),
    deposit: fromCents(row.deposit),
  };
}

/** The car's young-driver surcharge as the contract and the driver rules write it (dollars). */
export const youngDriverTerms = (row: CarRow): YoungDriverTerms =>
  row.youngDriverAge === null || row.youngDriverSurchargePerDay === null
    ? {}
    : {
        youngDriverAge: row.youngDriverAge,
        youngDriverSurchargePerDay: fromCents(row.youngDriverSurchargePerDay),
      };

/** The prices the booking rules charge for the car, in the cents its row holds. */
export const carRates = (row: CarRow): RentalRates => ({
  pricePerHourCents: row.pricePerHour,
  pricePerDayCents: row.pricePerDay ?? undefined,
  pricePerWeekCents: row.pricePerWeek ?? undefined,
});

/** The columns of a vehicle's fields; its branch is decided apart (`branchOfNewVehicle`). */
export function toCarColumns(vehicle: VehicleInput) {
  return {
    model: vehicle.model,
    doors: vehicle.doors,
    seats: vehicle.seats,
    luggage: vehicle.luggage,
    transmission: vehicle.transmission,
    airConditioning: toDbBoolean(vehicle.airConditioning),
    fuelType: vehicle.fuelType,
    age: vehicle.age,
    pricePerHour: toCents(vehicle.pricePerHour),
    pricePerDay: vehicle.pricePerDay === undefined ? null : toCents(vehicle.pricePerDay),
    pricePerWeek: vehicle.pricePerWeek === undefined ? null : toCents(vehicle.pricePerWeek),
    licensePlate: normaliseLicensePlate(vehicle.licensePlate) ?? null,
    youngDriverAge: vehicle.youngDriverAge ?? null,
    youngDriverSurchargePerDay:
      vehicle.youngDriverSurchargePerDay === undefined
        ? null
        : toCents(vehicle.youngDriverSurchargePerDay),
    deposit: toCents(vehicle.deposit ?? 0),
  };
}

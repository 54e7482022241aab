import type { FuelType, Transmission, Vehicle, VehicleInput } from '@rentacar/contract';
import { fromCents, normaliseLicensePlate, toCents } from '@rentacar/rules';
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
    ...(row.licensePlate === null ? {} : { licensePlate: row.licensePlate }),
    image,
    builtIn: Boolean(row.builtIn),
    branchId: row.branchId,
    minimumDriverAge: row.minimumDriverAge,
    minimumLicenseYears: row.minimumLicenseYears,
  };
}

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
    licensePlate: normaliseLicensePlate(vehicle.licensePlate) ?? null,
  };
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { FUEL_TYPES, TRANSMISSIONS } from '../../vehicles/vehicleOptions';
import { requiredText } from './fields';

export {
  FUEL_TYPES,
  TRANSMISSIONS,
  type FuelType,
  type Transmission,
} from '../../vehicles/vehicleOptions';

export const IMAGE_TYPES = ['image/png', 'image/jpg', 'image/jpeg'] as const;

const count = (requiredMessage: MessageDescriptor) =>
  number().typeError(requiredMessage).required(requiredMessage).integer();

/** The picked image: a new `File`, or the id of the vehicle's current image in edit mode. */
export type VehicleImage = File | string;

export const isAcceptedImage = (file: File): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(file.type);

export const vehicleSchema = object().shape(
  {
    model: requiredText(msg`Please enter the model`).max(30),
    /** Optional; blank is none. Unique among vehicles: the API answers a taken one. */
    licensePlate: string()
      .trim()
      .max(15, msg`License plate must be at most 15 characters`),
    doors: count(msg`Please enter the number of doors`).positive(),
    seats: count(msg`Please enter the number of seats`).positive(),
    luggage: count(msg`Please enter the luggage capacity`).min(0),
    transmission: string()
      .oneOf(TRANSMISSIONS)
      .required(msg`Please enter type of transmission`),
    airConditioning: boolean().required(msg`Please enter whether air conditioning exists`),
    fuelType: string()
      .oneOf(FUEL_TYPES)
      .required(msg`Please enter type of fuel`),
    age: count(msg`Please enter age of car`).min(0),
    pricePerHour: number()
      .typeError(msg`Please enter price per hour`)
      .required(msg`Please enter price per hour`)
      .positive(),
    /** Optional; blank is none: whole days are then charged by the hour. */
    pricePerDay: number()
      .typeError(msg`Please enter the price per day, or leave it blank`)
      .positive(msg`The price per day must be more than 0`),
    /** Optional; blank is none: whole weeks are then charged by the day or the hour. */
    pricePerWeek: number()
      .typeError(msg`Please enter the price per week, or leave it blank`)
      .positive(msg`The price per week must be more than 0`),
    /**
     * Optional; blank is the operator's default on a new vehicle and the vehicle's own on an edit.
     * Whole minutes, at most a day, as the API's bounds.
     */
    turnaroundMinutes: number()
      .typeError(msg`Please enter the turnaround in minutes, or leave it blank`)
      .integer(msg`The turnaround must be whole minutes`)
      .min(0, msg`The turnaround can not be negative`)
      .max(1440, msg`The turnaround must be at most 1440 minutes (a day)`),
    /**
     * Optional, with `youngDriverSurchargePerDay`: a driver younger than this pays the surcharge.
     * A driver's age in whole years, as the API's bounds.
     */
    youngDriverAge: number()
      .typeError(msg`Please enter the young-driver age, or leave it blank`)
      .integer(msg`The young-driver age must be whole years`)
      .min(16, msg`The young-driver age must be at least 16`)
      .max(99, msg`The young-driver age must be at most 99`)
      .when('youngDriverSurchargePerDay', {
        is: (surcharge: number | undefined) => surcharge !== undefined,
        then: (age) => age.required(msg`Please enter the age under which the surcharge applies`),
      }),
    /** Optional, with `youngDriverAge`: what each young driver adds per rental day. */
    youngDriverSurchargePerDay: number()
      .typeError(msg`Please enter the surcharge per day, or leave it blank`)
      .positive(msg`The surcharge per day must be more than 0`)
      .when('youngDriverAge', {
        is: (age: number | undefined) => age !== undefined,
        then: (surcharge) => surcharge.required(msg`Please enter the surcharge per day`),
      }),
    /** Optional; blank is none (0): held at pick-up, never part of the price. */
    deposit: number()
      .typeError(msg`Please enter the deposit, or leave it blank`)
      .min(0, msg`The deposit can not be negative`),
    /** The vehicle's branch: required where the form offers branches (context `branchRequired`). */
    branchId: number().when('$branchRequired', {
      is: true,
      then: (branchId) =>
        branchId.typeError(msg`Please select the branch`).required(msg`Please select the branch`),
    }),
    image: mixed<VehicleImage>()
      .required(msg`Please select an image`)
      .test(
        'image-type',
        msg`Please select an image file`,
        (image) => typeof image === 'string' || isAcceptedImage(image),
      ),
  },
  // The two young-driver fields ask for each other.
  [['youngDriverAge', 'youngDriverSurchargePerDay']],
);

export type VehicleValues = InferType<typeof vehicleSchema>;

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

export const vehicleSchema = object({
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
});

export type VehicleValues = InferType<typeof vehicleSchema>;

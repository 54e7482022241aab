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

const count = (requiredMessage: string) =>
  number().typeError(requiredMessage).required(requiredMessage).integer();

/** The picked image: a new `File`, or the id of the vehicle's current image in edit mode. */
export type VehicleImage = File | string;

export const isAcceptedImage = (file: File): boolean =>
  (IMAGE_TYPES as readonly string[]).includes(file.type);

export const vehicleSchema = object({
  model: requiredText('Please enter the model').max(30),
  doors: count('Please enter the number of doors').positive(),
  seats: count('Please enter the number of seats').positive(),
  luggage: count('Please enter the luggage capacity').min(0),
  transmission: string().oneOf(TRANSMISSIONS).required('Please enter type of transmission'),
  airConditioning: boolean().required('Please enter whether air conditioning exists'),
  fuelType: string().oneOf(FUEL_TYPES).required('Please enter type of fuel'),
  age: count('Please enter age of car').min(0),
  pricePerHour: number()
    .typeError('Please enter price per hour')
    .required('Please enter price per hour')
    .positive(),
  image: mixed<VehicleImage>()
    .required('Please select an image')
    .test(
      'image-type',
      'Please select an image file',
      (image) => typeof image === 'string' || isAcceptedImage(image),
    ),
});

export type VehicleValues = InferType<typeof vehicleSchema>;

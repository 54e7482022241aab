import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { FUEL_TYPES, TRANSMISSIONS, vehicleSchema } from './vehicle';

const image = (type: string) => new File(['image bytes'], 'car', { type });

const validVehicle = {
  model: 'Audi A4',
  doors: 4,
  seats: 5,
  luggage: 2,
  transmission: 'Automatic',
  airConditioning: false,
  fuelType: 'Diesel',
  age: 0,
  pricePerHour: 45,
  image: image('image/png'),
};

describe('vehicleSchema', () => {
  const validate = validateWithSchema(vehicleSchema);
  const errorsWith = (changes: object) => validate({ ...validVehicle, ...changes });

  it('accepts a complete vehicle with a new image or its current image id', () => {
    expect(validate(validVehicle)).toEqual({});
    expect(errorsWith({ image: 'a1b2c3' })).toEqual({});
  });

  it('asks for every field with its own message', () => {
    expect(validate({})).toEqual({
      model: 'Please enter the model',
      doors: 'Please enter the number of doors',
      seats: 'Please enter the number of seats',
      luggage: 'Please enter the luggage capacity',
      transmission: 'Please enter type of transmission',
      airConditioning: 'Please enter whether air conditioning exists',
      fuelType: 'Please enter type of fuel',
      age: 'Please enter age of car',
      pricePerHour: 'Please enter price per hour',
      image: 'Please select an image',
    });
  });

  it.each(['image/png', 'image/jpg', 'image/jpeg'])('accepts a %s image', (type) => {
    expect(errorsWith({ image: image(type) })).toEqual({});
  });

  it.each(['image/gif', 'application/pdf', ''])('rejects a file of type "%s"', (type) => {
    expect(errorsWith({ image: image(type) })).toEqual({ image: 'Please select an image file' });
  });

  it('takes a license plate of up to 15 characters, or none', () => {
    expect(errorsWith({ licensePlate: 'AB-123-CD' })).toEqual({});
    expect(errorsWith({ licensePlate: '' })).toEqual({});
    expect(errorsWith({ licensePlate: `  ${'P'.repeat(15)}  ` })).toEqual({});
    expect(errorsWith({ licensePlate: 'P'.repeat(16) })).toEqual({
      licensePlate: 'License plate must be at most 15 characters',
    });
  });

  it('accepts every transmission and fuel option', () => {
    for (const transmission of TRANSMISSIONS) expect(errorsWith({ transmission })).toEqual({});
    for (const fuelType of FUEL_TYPES) expect(errorsWith({ fuelType })).toEqual({});
  });

  it('rejects a negative price and a fractional door count', () => {
    expect(errorsWith({ pricePerHour: -1, doors: 2.5 })).toEqual({
      pricePerHour: 'pricePerHour must be a positive number',
      doors: 'doors must be an integer',
    });
  });
});

import type { VehicleInput } from '@rentacar/contract';

/**
 * One vehicle's fields, `overrides` aside, at the values most vehicles share: a compact saloon
 * (4 doors, 5 seats, 2 bags, automatic, air conditioning, gasoline, 2 years old, 20 an hour).
 * The demo list, the mock's and the server tests' factories, the contract suite and the library's
 * stories state only what differs.
 */
export function sampleVehicle(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    model: 'Sample Car',
    doors: 4,
    seats: 5,
    luggage: 2,
    transmission: 'Automatic',
    airConditioning: true,
    fuelType: 'Gasoline',
    age: 2,
    pricePerHour: 20,
    ...overrides,
  };
}

import type { VehicleProperties } from './types';

export interface VehicleProperty {
  label: string;
  value: string;
}

/**
 * The labelled properties shown for a vehicle, in the spec's order. Air Conditioning appears only
 * when the vehicle has it.
 */
export function vehicleProperties(vehicle: VehicleProperties): VehicleProperty[] {
  return [
    { label: 'Model', value: vehicle.model },
    { label: 'Doors', value: String(vehicle.doors) },
    { label: 'Seats', value: String(vehicle.seats) },
    { label: 'Luggage', value: String(vehicle.luggage) },
    { label: 'Transmission', value: vehicle.transmission },
    ...(vehicle.airConditioning ? [{ label: 'Air Conditioning', value: 'Yes' }] : []),
    { label: 'Fuel Type', value: vehicle.fuelType },
    { label: 'Age', value: String(vehicle.age) },
  ];
}

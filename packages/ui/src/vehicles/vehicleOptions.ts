// The vehicle option lists on their own, without yup: the vehicle list's filters read them without
// pulling in the form stack. A type test in the app proves they equal the contract's.

export const TRANSMISSIONS = ['Automatic', 'Manuel', 'Tiptronic'] as const;
export const FUEL_TYPES = [
  'Electricity',
  'Hybrid',
  'Gasoline',
  'Diesel',
  'Hydrogen',
  'LPG',
  'CNG',
] as const;

export type Transmission = (typeof TRANSMISSIONS)[number];
export type FuelType = (typeof FUEL_TYPES)[number];

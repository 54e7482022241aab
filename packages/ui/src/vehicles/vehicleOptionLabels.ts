import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FuelType, Transmission } from './vehicleOptions';

// The API's option values stay English on the wire (the spec's 'Manuel' among them); these are
// the words people read for them.

export const TRANSMISSION_LABELS: Record<Transmission, MessageDescriptor> = {
  Automatic: msg`Automatic`,
  Manuel: msg`Manuel`,
  Tiptronic: msg`Tiptronic`,
};

export const FUEL_TYPE_LABELS: Record<FuelType, MessageDescriptor> = {
  Electricity: msg`Electricity`,
  Hybrid: msg`Hybrid`,
  Gasoline: msg`Gasoline`,
  Diesel: msg`Diesel`,
  Hydrogen: msg`Hydrogen`,
  LPG: msg`LPG`,
  CNG: msg`CNG`,
};

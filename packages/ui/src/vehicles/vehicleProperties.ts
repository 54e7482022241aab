import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VehicleProperties } from './types';
import { englishI18n } from '../i18n/englishI18n';
import { FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from './vehicleOptionLabels';

export interface VehicleProperty {
  label: string;
  value: string;
}

/** An option value of the API in the reader's words; a value the library does not know as sent. */
export const optionLabel = (
  i18n: I18n,
  labels: Partial<Record<string, MessageDescriptor>>,
  value: string,
): string => {
  const label = labels[value];
  return label ? i18n._(label) : value;
};

/**
 * The labelled properties shown for a vehicle, in the spec's order and in the language of `i18n`
 * (English by default). Air Conditioning appears only when the vehicle has it.
 */
export function vehicleProperties(
  vehicle: VehicleProperties,
  i18n: I18n = englishI18n,
): VehicleProperty[] {
  const property = (label: MessageDescriptor, value: string) => ({ label: i18n._(label), value });
  return [
    property(msg`Model`, vehicle.model),
    property(msg`Doors`, String(vehicle.doors)),
    property(msg`Seats`, String(vehicle.seats)),
    property(msg`Luggage`, String(vehicle.luggage)),
    property(msg`Transmission`, optionLabel(i18n, TRANSMISSION_LABELS, vehicle.transmission)),
    ...(vehicle.airConditioning ? [property(msg`Air Conditioning`, i18n._(msg`Yes`))] : []),
    property(msg`Fuel Type`, optionLabel(i18n, FUEL_TYPE_LABELS, vehicle.fuelType)),
    property(msg`Age`, String(vehicle.age)),
  ];
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Label, Input, Select } from '../../forms/fields/styles';
import { FUEL_TYPES, TRANSMISSIONS } from '../vehicleOptions';
import { FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../vehicleOptionLabels';
import { optionLabel } from '../vehicleProperties';
import { Button } from '../../shell/Button';
import { Bar, Field, Panel, ToggleButton } from './styles';

/** The sort choices of the vehicle list. */
export const VEHICLE_SORT_OPTIONS = [
  { value: 'model', label: msg`Model A-Z` },
  { value: 'priceAsc', label: msg`Price low to high` },
  { value: 'priceDesc', label: msg`Price high to low` },
] as const;

export type VehicleSortOption = (typeof VEHICLE_SORT_OPTIONS)[number]['value'];

/** The filter bar's values as typed; empty text means "any". */
export interface VehicleFilterValues {
  q: string;
  transmission: string;
  fuelType: string;
  minSeats: string;
  maxPricePerHour: string;
  /** YYYY-MM-DD: the vehicle must be free from this day's start... */
  pickUpDate: string;
  /** ...to this day's end. */
  dropOffDate: string;
  sort: VehicleSortOption;
}

export const EMPTY_VEHICLE_FILTERS: VehicleFilterValues = {
  q: '',
  transmission: '',
  fuelType: '',
  minSeats: '',
  maxPricePerHour: '',
  pickUpDate: '',
  dropOffDate: '',
  sort: 'model',
};

export interface VehicleFiltersProps {
  /** The current filter values (from the URL query), shown in the fields. */
  values: VehicleFilterValues;
  /** Called with all values after any change. */
  onChange: (values: VehicleFilterValues) => void;
  /** Resets every filter; offered while any filter is set. */
  onClear: () => void;
  /** The most characters the model search takes (the app: the API's longest search text). */
  searchMaxLength?: number;
}

const FILTER_NAMES = Object.keys(EMPTY_VEHICLE_FILTERS) as (keyof VehicleFilterValues)[];

const isFiltered = (values: VehicleFilterValues) =>
  FILTER_NAMES.some((key) => key !== 'sort' && values[key] !== '');

/**
 * A server-rendered list shows its filters before the app is live, and a visitor may type a model
 * or choose a filter meanwhile: hydration keeps what the controls show, which `values` do not hold.
 * Once live, the bar applies what they show, as if the visitor had just entered it.
 */
function useAppliesFiltersSetBeforeHydration(
  controlOf: (name: keyof VehicleFilterValues) => HTMLInputElement | HTMLSelectElement | null,
  values: VehicleFilterValues,
  onChange: (values: VehicleFilterValues) => void,
) {
  const latest = useRef({ controlOf, values, onChange });
  useEffect(() => {
    latest.current = { controlOf, values, onChange };
  });
  useEffect(() => {
    const { controlOf: control, values: held, onChange: apply } = latest.current;
    const shown = { ...held };
    for (const name of FILTER_NAMES) {
      const value = control(name)?.value;
      // An empty control is no entry: a number field shows a value it cannot hold (`?minSeats=x`)
      // as empty, and the URL keeps it.
      if (value !== undefined && value !== '') Object.assign(shown, { [name]: value });
    }
    if (FILTER_NAMES.some((name) => shown[name] !== held[name])) apply(shown);
  }, []);
}

/** Search, filters and sort of /vehicles; on phones they fold behind a 'Filters' button. */
export function VehicleFilters({
  values,
  onChange,
  onClear,
  searchMaxLength,
}: VehicleFiltersProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  const fieldId = (name: keyof VehicleFilterValues) => `${id}-${name}`;
  const barRef = useRef<HTMLDivElement>(null);
  useAppliesFiltersSetBeforeHydration(
    (name) =>
      barRef.current?.querySelector<HTMLInputElement | HTMLSelectElement>(
        `[id="${fieldId(name)}"]`,
      ) ?? null,
    values,
    onChange,
  );
  const update =
    (name: keyof VehicleFilterValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...values, [name]: event.target.value });
  const choice = (
    name: 'transmission' | 'fuelType',
    label: string,
    options: readonly string[],
    optionLabels: Partial<Record<string, MessageDescriptor>>,
  ) => (
    <Field>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Select id={fieldId(name)} $invalid={false} value={values[name]} onChange={update(name)}>
        <option value="">{t`Any`}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(i18n, optionLabels, option)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const input = (
    name: 'q' | 'minSeats' | 'maxPricePerHour' | 'pickUpDate' | 'dropOffDate',
    label: string,
    type: 'search' | 'number' | 'date',
  ) => (
    <Field>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Input
        id={fieldId(name)}
        $invalid={false}
        type={type}
        min={type === 'number' ? 0 : undefined}
        maxLength={type === 'search' ? searchMaxLength : undefined}
        value={values[name]}
        onChange={update(name)}
      />
    </Field>
  );
  return (
    <Bar ref={barRef} role="search" aria-label={t`Vehicle filters`}>
      <ToggleButton
        variant="outline"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        <Trans>Filters</Trans>
      </ToggleButton>
      <Panel id={`${id}-panel`} $open={open}>
        {input('q', t`Search model`, 'search')}
        {choice('transmission', t`Transmission`, TRANSMISSIONS, TRANSMISSION_LABELS)}
        {choice('fuelType', t`Fuel type`, FUEL_TYPES, FUEL_TYPE_LABELS)}
        {input('minSeats', t`Minimum seats`, 'number')}
        {input('maxPricePerHour', t`Maximum price per hour`, 'number')}
        {input('pickUpDate', t`Free from`, 'date')}
        {input('dropOffDate', t`Free until`, 'date')}
        <Field>
          <Label htmlFor={fieldId('sort')}>
            <Trans>Sort by</Trans>
          </Label>
          <Select
            id={fieldId('sort')}
            $invalid={false}
            value={values.sort}
            onChange={update('sort')}
          >
            {VEHICLE_SORT_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </Select>
        </Field>
        {isFiltered(values) && (
          <Field>
            <Button variant="secondary" onClick={onClear}>
              <Trans>Clear filters</Trans>
            </Button>
          </Field>
        )}
      </Panel>
    </Bar>
  );
}

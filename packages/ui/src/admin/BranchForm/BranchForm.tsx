import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { CheckboxField, FormGrid, PhoneField, SelectField, TextField } from '../../forms/fields';
import {
  branchSchema,
  EMPTY_BRANCH_VALUES,
  slugFromName,
  type BranchValues,
} from '../../forms/schemas';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';
import { ClosuresEditor } from '../ClosuresEditor';
import { OpeningHoursEditor } from '../OpeningHoursEditor';
import { OneWay, PickerSlot } from './styles';

/** What the host's map gets to show and move the branch's position. */
export interface BranchPositionPickerProps {
  /** The latitude in the form, if it holds a number. */
  latitude?: number;
  /** The longitude in the form, if it holds a number. */
  longitude?: number;
  /** Sets both coordinates, as a click on the map picks them. */
  onPick: (latitude: number, longitude: number) => void;
  /** The form is read-only. */
  disabled: boolean;
}

export interface BranchFormProps extends Omit<AdminRecordFormProps<BranchValues>, 'onDelete'> {
  /** `create` for a new branch (Create button, no Delete), `edit` for an existing one. */
  mode: 'create' | 'edit';
  /** The branch as loaded (edit), or what a new one starts from (default: every day closed). */
  initialValues?: Partial<BranchValues>;
  /** Edit mode: called after the delete confirmation. */
  onDelete?: () => void;
  /** The IANA time zones offered (default: every zone this browser knows). */
  timeZones?: readonly string[];
  /** The most characters a closure's reason may hold (the host's limit). */
  closureReasonMaxLength?: number;
  /**
   * A map that shows the position and sets it on a click (the host's, e.g. `BranchMap` with its
   * `onPick`); without it the position is typed only.
   */
  renderPositionPicker?: (picker: BranchPositionPickerProps) => ReactNode;
  /** Greys every field out and leaves only Cancel. */
  readOnly?: boolean;
}

const browserTimeZones = (): readonly string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Coordinates as a map click gives them, cut to about ten centimetres. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** While a new branch's slug was never visited, it follows the name. */
function SlugFollowsName() {
  const form = useForm();
  const { values, visited } = useFormState<Partial<BranchValues>>({
    subscription: { values: true, visited: true },
  });
  const name = values.name ?? '';
  const slugVisited = visited?.slug === true;
  useEffect(() => {
    if (slugVisited) return;
    // After final-form finished telling the fields of the name's change: a change made while it
    // notifies reaches the form's state but not the slug field's listener.
    void Promise.resolve().then(() => form.change('slug', slugFromName(name) || undefined));
  }, [form, name, slugVisited]);
  return null;
}

function PositionPicker({
  render,
  disabled,
}: {
  render: NonNullable<BranchFormProps['renderPositionPicker']>;
  disabled: boolean;
}) {
  const form = useForm();
  const {
    input: { value: latitude },
  } = useField<number>('latitude', { subscription: { value: true } });
  const {
    input: { value: longitude },
  } = useField<number>('longitude', { subscription: { value: true } });
  const onPick = (pickedLatitude: number, pickedLongitude: number) =>
    form.batch(() => {
      form.change('latitude', roundCoordinate(pickedLatitude));
      form.change('longitude', roundCoordinate(pickedLongitude));
    });
  return (
    <PickerSlot>
      {render({
        latitude: asNumber(latitude),
        longitude: asNumber(longitude),
        onPick,
        disabled,
      })}
    </PickerSlot>
  );
}

function OneWayFee({ disabled }: { disabled: boolean }) {
  const { t } = useLingui();
  const {
    input: { value: accepted },
  } = useField<boolean>('oneWayReturns', { subscription: { value: true } });
  return (
    <OneWay>
      <CheckboxField name="oneWayReturns" label={t`Accepts one-way returns`} disabled={disabled} />
      {accepted && (
        <TextField
          name="oneWayFee"
          label={t`One-way fee`}
          type="number"
          min={0}
          step="0.01"
          disabled={disabled}
        />
      )}
    </OneWay>
  );
}

/**
 * The administrator's form for a branch: name and slug (a new branch's slug follows its name
 * until edited), address, city, zip code, country, position (latitude and longitude, and the
 * host's map picker), phone, e-mail, time zone, the weekly opening hours, closures, and whether
 * one-way returns end here and for what fee. `create` mode adds one (Create), `edit` mode changes
 * one (Update, and Delete after a confirmation).
 */
export function BranchForm({
  mode,
  initialValues,
  onDelete,
  timeZones,
  closureReasonMaxLength,
  renderPositionPicker,
  readOnly = false,
  ...props
}: BranchFormProps) {
  const { t } = useLingui();
  const zones = timeZones ?? browserTimeZones();
  const current = initialValues?.timeZone;
  const zoneOptions = (current && !zones.includes(current) ? [current, ...zones] : zones).map(
    (zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }),
  );
  return (
    <AdminEditForm<BranchValues>
      label={mode === 'create' ? t`New Branch` : t`Edit Branch`}
      schema={branchSchema}
      initialValues={{ ...EMPTY_BRANCH_VALUES, ...initialValues }}
      submitLabel={mode === 'create' ? t`Create` : t`Update`}
      onDelete={mode === 'edit' ? onDelete : undefined}
      readOnly={readOnly}
      {...props}
    >
      {mode === 'create' && <SlugFollowsName />}
      <FormGrid>
        <TextField name="name" label={t`Name`} disabled={readOnly} />
        <TextField name="slug" label={t`Slug`} disabled={readOnly} />
        <TextField name="address" label={t`Address`} disabled={readOnly} />
        <TextField name="city" label={t`City`} disabled={readOnly} />
        <TextField name="zipCode" label={t`Zip Code`} disabled={readOnly} />
        <TextField name="country" label={t`Country`} placeholder="US" disabled={readOnly} />
        <TextField
          name="latitude"
          label={t`Latitude`}
          type="number"
          step="any"
          disabled={readOnly}
        />
        <TextField
          name="longitude"
          label={t`Longitude`}
          type="number"
          step="any"
          disabled={readOnly}
        />
      </FormGrid>
      {renderPositionPicker && <PositionPicker render={renderPositionPicker} disabled={readOnly} />}
      <FormGrid>
        <PhoneField name="phoneNumber" label={t`Phone Number`} disabled={readOnly} />
        <TextField name="email" label={t`Email`} type="email" disabled={readOnly} />
        <SelectField
          name="timeZone"
          label={t`Time zone`}
          placeholder={t`Select`}
          options={zoneOptions}
          disabled={readOnly}
        />
      </FormGrid>
      <OpeningHoursEditor disabled={readOnly} />
      <ClosuresEditor reasonMaxLength={closureReasonMaxLength} disabled={readOnly} />
      <OneWayFee disabled={readOnly} />
    </AdminEditForm>
  );
}

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FUEL_TYPE_LABELS, TRANSMISSION_LABELS } from '../../vehicles/vehicleOptionLabels';
import { optionLabel } from '../../vehicles/vehicleProperties';
import { useLingui } from '@lingui/react/macro';
import { FormGrid, SelectField, TextField, type SelectOption } from '../../forms/fields';
import { FUEL_TYPES, TRANSMISSIONS, vehicleSchema, type VehicleValues } from '../../forms/schemas';
import { BuiltInNotice } from '../BuiltInNotice';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';
import { ImagePicker } from './ImagePicker';

const asOptions = (
  i18n: I18n,
  values: readonly string[],
  labels: Partial<Record<string, MessageDescriptor>>,
) => values.map((value) => ({ value, label: optionLabel(i18n, labels, value) }));

// The select's values stay 'Yes' and 'No' whatever the language: the form parses them to a boolean.
const AIR_CONDITIONING_LABELS = { Yes: msg`Yes`, No: msg`No` };

/** The schema's context where the form offers branches: one must be chosen. */
const BRANCH_REQUIRED = { branchRequired: true };

export interface VehicleFormProps extends Omit<AdminRecordFormProps<VehicleValues>, 'onDelete'> {
  /** `create` for a new vehicle (Create button, no Delete), `edit` for an existing one. */
  mode: 'create' | 'edit';
  /** In edit mode `image` holds the current image id; a newly picked image arrives as a File. */
  initialValues?: Partial<VehicleValues>;
  /** Preview of the current image in edit mode. */
  currentImageUrl?: string;
  /** Edit mode: called after the delete confirmation. */
  onDelete?: () => void;
  /** A built-in vehicle: disabled, with the notice and without Update/Delete. */
  builtIn?: boolean;
  /**
   * The branches a vehicle can belong to (`value`: the branch's id), for a required Branch select;
   * without them the form has no branch field.
   */
  branches?: readonly SelectOption[];
}

/**
 * The administrator's form for a vehicle: model, license plate (optional), doors, seats, luggage,
 * age, transmission, fuel type, air conditioning, hourly price, day and week prices (optional: the
 * customer pays the cheapest combination), turnaround (optional: the minutes after each drop-off
 * the vehicle is made ready in), young-driver surcharge (optional: an age and a price per day, both
 * or neither), branch (where the host offers branches) and picture. `create` mode adds one (Create), `edit` mode
 * changes one (Update, and Delete after a confirmation); a built-in vehicle is read-only.
 */
export function VehicleForm({
  mode,
  currentImageUrl,
  onDelete,
  builtIn = false,
  branches,
  ...props
}: VehicleFormProps) {
  const { t, i18n } = useLingui();
  return (
    <AdminEditForm<VehicleValues>
      label={mode === 'create' ? t`New Vehicle` : t`Edit Vehicle`}
      schema={vehicleSchema}
      submitLabel={mode === 'create' ? t`Create` : t`Update`}
      onDelete={mode === 'edit' ? onDelete : undefined}
      readOnly={builtIn}
      context={branches ? BRANCH_REQUIRED : undefined}
      {...props}
    >
      {builtIn && <BuiltInNotice kind="vehicle" />}
      <TextField name="model" label={t`Model`} disabled={builtIn} />
      <TextField name="licensePlate" label={t`License plate`} disabled={builtIn} />
      <FormGrid>
        <TextField name="doors" label={t`Doors`} type="number" min={1} disabled={builtIn} />
        <TextField name="seats" label={t`Seats`} type="number" min={1} disabled={builtIn} />
        <TextField name="luggage" label={t`Luggage`} type="number" min={0} disabled={builtIn} />
        <TextField name="age" label={t`Age`} type="number" min={0} disabled={builtIn} />
        <SelectField
          name="transmission"
          label={t`Transmission`}
          placeholder={t`Select`}
          options={asOptions(i18n, TRANSMISSIONS, TRANSMISSION_LABELS)}
          disabled={builtIn}
        />
        <SelectField
          name="fuelType"
          label={t`Fuel Type`}
          placeholder={t`Select`}
          options={asOptions(i18n, FUEL_TYPES, FUEL_TYPE_LABELS)}
          disabled={builtIn}
        />
        <SelectField
          name="airConditioning"
          label={t`Air Conditioning`}
          placeholder={t`Select`}
          options={asOptions(i18n, ['Yes', 'No'], AIR_CONDITIONING_LABELS)}
          format={(value) => (value === undefined ? '' : value ? 'Yes' : 'No')}
          parse={(value) => value === 'Yes'}
          disabled={builtIn}
        />
        <TextField
          name="pricePerHour"
          label={t`Price per hour`}
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
        <TextField
          name="pricePerDay"
          label={t`Price per day (optional)`}
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
        <TextField
          name="pricePerWeek"
          label={t`Price per week (optional)`}
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
        <TextField
          name="turnaroundMinutes"
          label={t`Turnaround (minutes)`}
          type="number"
          min={0}
          disabled={builtIn}
        />
        <TextField
          name="youngDriverAge"
          label={t`Young-driver surcharge under the age of (optional)`}
          type="number"
          min={16}
          disabled={builtIn}
        />
        <TextField
          name="youngDriverSurchargePerDay"
          label={t`Young-driver surcharge per day (optional)`}
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
        <TextField
          name="deposit"
          label={t`Deposit (optional)`}
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
      </FormGrid>
      {branches && (
        <SelectField
          name="branchId"
          label={t`Branch`}
          placeholder={t`Select`}
          options={branches}
          parse={Number}
          disabled={builtIn}
        />
      )}
      <ImagePicker name="image" currentImageUrl={currentImageUrl} disabled={builtIn} />
    </AdminEditForm>
  );
}

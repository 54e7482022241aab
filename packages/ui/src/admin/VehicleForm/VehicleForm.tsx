import { FormGrid, SelectField, TextField } from '../../forms/fields';
import { FUEL_TYPES, TRANSMISSIONS, vehicleSchema, type VehicleValues } from '../../forms/schemas';
import { BuiltInNotice } from '../BuiltInNotice';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';
import { ImagePicker } from './ImagePicker';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const airConditioningOptions = asOptions(['Yes', 'No']);

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
}

/**
 * The administrator's form for a vehicle: model, doors, seats, luggage, age, transmission, fuel
 * type, air conditioning, hourly price and picture. `create` mode adds one (Create), `edit` mode
 * changes one (Update, and Delete after a confirmation); a built-in vehicle is read-only.
 */
export function VehicleForm({
  mode,
  currentImageUrl,
  onDelete,
  builtIn = false,
  ...props
}: VehicleFormProps) {
  return (
    <AdminEditForm<VehicleValues>
      label={mode === 'create' ? 'New Vehicle' : 'Edit Vehicle'}
      schema={vehicleSchema}
      submitLabel={mode === 'create' ? 'Create' : 'Update'}
      onDelete={mode === 'edit' ? onDelete : undefined}
      readOnly={builtIn}
      {...props}
    >
      {builtIn && <BuiltInNotice kind="vehicle" />}
      <TextField name="model" label="Model" disabled={builtIn} />
      <FormGrid>
        <TextField name="doors" label="Doors" type="number" min={1} disabled={builtIn} />
        <TextField name="seats" label="Seats" type="number" min={1} disabled={builtIn} />
        <TextField name="luggage" label="Luggage" type="number" min={0} disabled={builtIn} />
        <TextField name="age" label="Age" type="number" min={0} disabled={builtIn} />
        <SelectField
          name="transmission"
          label="Transmission"
          placeholder="Select"
          options={asOptions(TRANSMISSIONS)}
          disabled={builtIn}
        />
        <SelectField
          name="fuelType"
          label="Fuel Type"
          placeholder="Select"
          options={asOptions(FUEL_TYPES)}
          disabled={builtIn}
        />
        <SelectField
          name="airConditioning"
          label="Air Conditioning"
          placeholder="Select"
          options={airConditioningOptions}
          format={(value) => (value === undefined ? '' : value ? 'Yes' : 'No')}
          parse={(value) => value === 'Yes'}
          disabled={builtIn}
        />
        <TextField
          name="pricePerHour"
          label="Price per hour"
          type="number"
          min={0}
          step="any"
          disabled={builtIn}
        />
      </FormGrid>
      <ImagePicker name="image" currentImageUrl={currentImageUrl} disabled={builtIn} />
    </AdminEditForm>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { LinkComponent } from '../../foundations/link';
import { AnchorLink } from '../../foundations/link';
import { FormGrid, SelectField, TextField } from '../../forms/fields';
import {
  RESERVATION_STATUSES,
  RESERVATION_STATUS_MESSAGES,
  reservationEditSchema,
  type ReservationEditValues,
} from '../../forms/schemas';
import { AdminEditForm, type AdminRecordFormProps } from '../EditActions';
import { CustomerLine } from './styles';

export interface ReservationVehicleOption {
  id: string | number;
  model: string;
}

export interface ReservationEditFormProps extends AdminRecordFormProps<ReservationEditValues> {
  /** Dates as YYYY-MM-DD, times as HH:mm, `carId` as a string. */
  initialValues: Partial<ReservationEditValues>;
  /** The vehicle dropdown's choices (GET /car/visitors/all). */
  vehicles: readonly ReservationVehicleOption[];
  /** Where the customer link goes (e.g. /admin/users/7). */
  customerHref: string;
  /** The customer link's text (the customer's name or e-mail); "Customer" by default. */
  customerLabel?: string;
  /** Renders the links; pass your router's link (default: a plain `<a>`). */
  linkComponent?: LinkComponent;
}

/**
 * The administrator's form for one reservation (/admin/reservations/{id}): a link to its customer,
 * the places, dates and times, the vehicle and the status, checked by the same booking rules as
 * the customer's form; Save, Cancel and a confirmed Delete.
 */
export function ReservationEditForm({
  vehicles,
  customerHref,
  customerLabel,
  linkComponent: Link = AnchorLink,
  ...props
}: ReservationEditFormProps) {
  const { t, i18n } = useLingui();
  const statusOptions = RESERVATION_STATUSES.map((status) => ({
    value: status,
    label: i18n._(RESERVATION_STATUS_MESSAGES[status]),
  }));
  const vehicleOptions = vehicles.map((vehicle) => ({
    value: String(vehicle.id),
    label: vehicle.model,
  }));
  return (
    <AdminEditForm<ReservationEditValues>
      label={t`Edit Reservation`}
      schema={reservationEditSchema}
      submitLabel={t`Save`}
      {...props}
    >
      <CustomerLine>
        <Link href={customerHref}>{customerLabel ?? t`Customer`}</Link>
      </CustomerLine>
      <FormGrid>
        <TextField name="pickUpLocation" label={t`Pick-up place`} />
        <TextField name="dropOffLocation" label={t`Drop-off place`} />
        <TextField name="pickUpDate" label={t`Pick-up date`} type="date" />
        <TextField name="pickUpTime" label={t`Pick-up time`} type="time" />
        <TextField name="dropOffDate" label={t`Drop-off date`} type="date" />
        <TextField name="dropOffTime" label={t`Drop-off time`} type="time" />
        <SelectField
          name="carId"
          label={t`Vehicle`}
          placeholder={t`Select`}
          options={vehicleOptions}
        />
        <SelectField
          name="status"
          label={t`Status`}
          placeholder={t`Select`}
          options={statusOptions}
        />
      </FormGrid>
    </AdminEditForm>
  );
}

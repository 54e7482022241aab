import { RESERVATION_STATUSES, type AdminReservation } from '@rentacar/contract';
import { formatDisplayDate, formatDisplayTime } from '@rentacar/rules';
import {
  reservationFilterErrors,
  useFilteredReservationsPage,
  type ReservationSort,
} from '../reservations';
import { useAllVehicles } from '../../vehicles/vehicles';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { formatMoney } from '../../../shell/config/site';
import { DownloadButton } from '../../downloads/DownloadButton';
import { RowLink } from '../../../shell/admin/RowLink';
import type { InputFilterSpec, SelectFilterSpec } from '../../../shell/admin/useListFilters';

/** Place and time of a pick-up or drop-off, in the spec's display formats. */
const placeAndTime = (place: string, isoLocal: string) =>
  `${place}, ${formatDisplayDate(isoLocal)} ${formatDisplayTime(isoLocal)}`;

const columns: AdminColumn<AdminReservation, ReservationSort>[] = [
  {
    key: 'vehicle',
    header: 'Vehicle',
    // Every reservation of this vehicle.
    render: (reservation) => (
      <RowLink href={`/admin/reservations?carId=${reservation.carId}`}>
        {reservation.car.model}
      </RowLink>
    ),
  },
  {
    key: 'pickUpTime',
    header: 'Pick-Up',
    sortable: true,
    render: (reservation) => placeAndTime(reservation.pickUpLocation, reservation.pickUpTime),
  },
  {
    key: 'dropOffTime',
    header: 'Drop-off',
    sortable: true,
    render: (reservation) => placeAndTime(reservation.dropOffLocation, reservation.dropOffTime),
  },
  {
    key: 'totalPrice',
    header: 'Price',
    sortable: true,
    render: (reservation) => formatMoney(reservation.totalPrice),
  },
  { key: 'status', header: 'Status', sortable: true },
  {
    key: 'customer',
    header: 'Customer',
    // Every reservation of this customer.
    render: (reservation) => (
      <RowLink href={`/admin/reservations?userId=${reservation.userId}`}>
        {reservation.customerName}
      </RowLink>
    ),
  },
];

const ALL = { value: '', label: 'All' };

const statusSelect: SelectFilterSpec = {
  name: 'status',
  label: 'Status',
  options: [ALL, ...RESERVATION_STATUSES.map((status) => ({ value: status, label: status }))],
};

const inputs: InputFilterSpec[] = [
  { name: 'userId', label: 'Customer ID', type: 'number' },
  { name: 'from', label: 'Pick-up from', type: 'datetime-local' },
  { name: 'to', label: 'Pick-up to', type: 'datetime-local' },
];

export default function ReservationsPage() {
  const { data: vehicles = [] } = useAllVehicles();
  const vehicleSelect: SelectFilterSpec = {
    name: 'carId',
    label: 'Vehicle',
    options: [
      ALL,
      ...vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.model })),
    ],
  };
  return (
    <AdminListPage
      title="Reservations"
      detailPath="/admin/reservations"
      columns={columns}
      defaultSort={{ key: 'pickUpTime', direction: 'DESC' }}
      usePage={useFilteredReservationsPage}
      selects={[statusSelect, vehicleSelect]}
      inputs={inputs}
      filterErrors={reservationFilterErrors}
      actions={<DownloadButton spreadsheet="reservations">Download Reservations</DownloadButton>}
    />
  );
}

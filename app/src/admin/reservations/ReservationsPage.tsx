import { formatDisplayDate, formatDisplayTime, type ReservationWithCar } from '@rentacar/api';
import { useReservationsPage, type ReservationSort } from '../../api/reservations';
import { AdminListPage, type AdminColumn } from '../AdminListPage';
import { DownloadButton } from '../DownloadButton';

/** Place and time of a pick-up or drop-off, in the spec's display formats. */
const placeAndTime = (place: string, isoLocal: string) =>
  `${place}, ${formatDisplayDate(isoLocal)} ${formatDisplayTime(isoLocal)}`;

const columns: AdminColumn<ReservationWithCar, ReservationSort>[] = [
  { key: 'vehicle', header: 'Vehicle', render: (reservation) => reservation.car.model },
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
    render: (reservation) => `$${reservation.totalPrice}`,
  },
];

export default function ReservationsPage() {
  return (
    <AdminListPage
      title="Reservations"
      detailPath="/admin/reservations"
      columns={columns}
      defaultSort={{ key: 'pickUpTime', direction: 'DESC' }}
      usePage={useReservationsPage}
      actions={<DownloadButton spreadsheet="reservations">Download Reservations</DownloadButton>}
    />
  );
}

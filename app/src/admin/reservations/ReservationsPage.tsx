import {
  formatDisplayDate,
  formatDisplayTime,
  isRealLocalDateTime,
  type AdminReservation,
  type ReservationStatus,
} from '@rentacar/api';
import type { SortedPageRequest } from '../../api/admin';
import { useReservationsPage, type ReservationSort } from '../../api/reservations';
import { AdminListPage, type AdminColumn } from '../AdminListPage';
import { DownloadButton } from '../DownloadButton';
import { optional, type ListFilterValues, type SelectFilterSpec } from '../useListFilters';

/** Place and time of a pick-up or drop-off, in the spec's display formats. */
const placeAndTime = (place: string, isoLocal: string) =>
  `${place}, ${formatDisplayDate(isoLocal)} ${formatDisplayTime(isoLocal)}`;

const STATUSES: readonly ReservationStatus[] = ['CREATED', 'CANCELLED', 'DONE'];

const columns: AdminColumn<AdminReservation, ReservationSort>[] = [
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
  { key: 'status', header: 'Status', sortable: true },
  { key: 'customer', header: 'Customer', render: (reservation) => reservation.customerName },
];

const selects: SelectFilterSpec[] = [
  {
    name: 'status',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      ...STATUSES.map((status) => ({ value: status, label: status })),
    ],
  },
];

/**
 * A positive id from the URL (`?userId=5`, set by links), or no filter; the server answers an id
 * beyond the contract's bounds with the list's error state.
 */
function idParameter(params: URLSearchParams, name: 'carId' | 'userId'): number | undefined {
  const value = params.get(name) ?? '';
  return /^[1-9]\d*$/.test(value) ? Number(value) : undefined;
}

/** A pick-up bound from the URL (`?from=2026-03-01T00:00:00`), or no filter. */
function timeParameter(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name) ?? '';
  return isRealLocalDateTime(value) ? value : undefined;
}

function useFilteredReservationsPage(
  query: SortedPageRequest<ReservationSort>,
  filters: ListFilterValues,
  params: URLSearchParams,
) {
  const status = optional(filters.status ?? '') as ReservationStatus | undefined;
  return useReservationsPage(query, {
    status: status && [status],
    carId: idParameter(params, 'carId'),
    userId: idParameter(params, 'userId'),
    from: timeParameter(params, 'from'),
    to: timeParameter(params, 'to'),
  });
}

export default function ReservationsPage() {
  return (
    <AdminListPage
      title="Reservations"
      detailPath="/admin/reservations"
      columns={columns}
      defaultSort={{ key: 'pickUpTime', direction: 'DESC' }}
      usePage={useFilteredReservationsPage}
      selects={selects}
      actions={<DownloadButton spreadsheet="reservations">Download Reservations</DownloadButton>}
    />
  );
}

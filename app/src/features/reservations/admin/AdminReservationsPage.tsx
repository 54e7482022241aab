import { RESERVATION_STATUSES, type AdminReservation } from '@rentacar/contract';
import { RECENTLY_CHANGED_DAYS } from '@rentacar/rules';
import {
  reservationFilterErrors,
  useFilteredReservationsPage,
  type ReservationSort,
} from '../reservations';
import { useAllVehicles } from '../../vehicles/vehicles';
import { useBranchFilter } from '../../branches/branchAdmin';
import { AdminListPage, type AdminColumn } from '../../../shell/admin/AdminListPage';
import { DownloadButton } from '../../downloads/DownloadButton';
import { RowLink } from '../../../shell/admin/RowLink';
import { useLiveFleetUpdates } from '../../../shell/admin/useLiveFleetUpdates';
import type { InputFilterSpec, SelectFilterSpec } from '../../../shell/admin/useListFilters';
import { useLingui } from '@lingui/react/macro';
import { RESERVATION_STATUS_MESSAGES, useFormatDateTime, useFormatMoney } from '@rentacar/ui';

export default function AdminReservationsPage() {
  const { t, i18n } = useLingui();
  const statusLabel = (status: AdminReservation['status']) =>
    i18n._(RESERVATION_STATUS_MESSAGES[status]);
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  /** Place and time of a pick-up or drop-off, the time as the active language writes it. */
  const placeAndTime = (place: string, isoLocal: string) => `${place}, ${formatDateTime(isoLocal)}`;
  const { data: vehicles = [] } = useAllVehicles();
  const branchFilter = useBranchFilter();
  useLiveFleetUpdates();
  const columns: AdminColumn<AdminReservation, ReservationSort>[] = [
    {
      key: 'vehicle',
      header: t`Vehicle`,
      // Every reservation of this vehicle.
      render: (reservation) => (
        <RowLink href={`/admin/reservations?carId=${reservation.carId}`}>
          {reservation.car.model}
        </RowLink>
      ),
    },
    {
      key: 'pickUpTime',
      header: t`Pick-Up`,
      sortable: true,
      render: (reservation) => placeAndTime(reservation.pickUpLocation, reservation.pickUpTime),
    },
    {
      key: 'dropOffTime',
      header: t`Drop-off`,
      sortable: true,
      render: (reservation) => placeAndTime(reservation.dropOffLocation, reservation.dropOffTime),
    },
    {
      key: 'totalPrice',
      header: t`Price`,
      sortable: true,
      render: (reservation) => formatMoney(reservation.totalPrice),
    },
    {
      key: 'status',
      header: t`Status`,
      sortable: true,
      render: (reservation) => statusLabel(reservation.status),
    },
    {
      key: 'customer',
      header: t`Customer`,
      // Every reservation of this customer.
      render: (reservation) => (
        <RowLink href={`/admin/reservations?userId=${reservation.userId}`}>
          {reservation.customerName}
        </RowLink>
      ),
    },
  ];
  const all = { value: '', label: t`All` };
  const statusSelect: SelectFilterSpec = {
    name: 'status',
    label: t`Status`,
    options: [
      all,
      ...RESERVATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
    ],
  };
  const inputs: InputFilterSpec[] = [
    { name: 'userId', label: t`Customer ID`, type: 'number' },
    { name: 'from', label: t`Pick-up from`, type: 'datetime-local' },
    { name: 'to', label: t`Pick-up to`, type: 'datetime-local' },
  ];
  const vehicleSelect: SelectFilterSpec = {
    name: 'carId',
    label: t`Vehicle`,
    options: [
      all,
      ...vehicles.map((vehicle) => ({ value: String(vehicle.id), label: vehicle.model })),
    ],
  };
  const changedSelect: SelectFilterSpec = {
    name: 'changedWithinDays',
    label: t`Changed`,
    options: [
      all,
      {
        value: String(RECENTLY_CHANGED_DAYS),
        label: t`In the last ${RECENTLY_CHANGED_DAYS} days`,
      },
    ],
  };
  return (
    <AdminListPage
      title={t`Reservations`}
      detailPath="/admin/reservations"
      columns={columns}
      defaultSort={{ key: 'pickUpTime', direction: 'DESC' }}
      usePage={useFilteredReservationsPage}
      selects={[statusSelect, vehicleSelect, branchFilter, changedSelect]}
      inputs={inputs}
      filterErrors={reservationFilterErrors}
      actions={
        <DownloadButton spreadsheet="reservations">{t`Download Reservations`}</DownloadButton>
      }
    />
  );
}

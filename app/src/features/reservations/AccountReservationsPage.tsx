import { useNavigate } from 'react-router-dom';
import { type ReservationWithCar } from '@rentacar/contract';
import {
  PageHeader,
  PagedTable,
  PageSection,
  PlaceAndTime,
  useFormatDateTime,
  type TableColumn,
} from '@rentacar/ui';
import { usePageRequest } from '../../shell/api/paging';
import { useOwnReservationsPage } from './reservations';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

/** Spec §9: the own-reservations screen asks for 20 per page. */
export const RESERVATIONS_PER_PAGE = 20;

interface ReservationRow extends ReservationWithCar {
  /** Position in the whole list (1-based), the '#' column. */
  number: number;
}

export default function AccountReservationsPage() {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  const placeAndTime = (place: string, isoTime: string) => (
    <PlaceAndTime place={place} time={formatDateTime(isoTime)} />
  );
  const columns: readonly TableColumn<ReservationRow>[] = [
    { key: 'number', header: '#' },
    { key: 'vehicle', header: t`Vehicle`, render: (row) => row.car.model },
    {
      key: 'pickUp',
      header: t`Pick-up`,
      render: (row) => placeAndTime(row.pickUpLocation, row.pickUpTime),
    },
    {
      key: 'dropOff',
      header: t`Drop-off`,
      render: (row) => placeAndTime(row.dropOffLocation, row.dropOffTime),
    },
  ];
  const navigate = useNavigate();
  const { request, control } = usePageRequest(RESERVATIONS_PER_PAGE);
  const { data, isLoading } = useOwnReservationsPage(request);
  const rows: ReservationRow[] = (data?.content ?? []).map((reservation, index) => ({
    ...reservation,
    number: (data?.number ?? 0) * (data?.size ?? request.size) + index + 1,
  }));
  return (
    <>
      <PageMeta title={t`Reservations`} />
      <PageHeader title={t`Reservations`} />
      <PageSection>
        <PagedTable
          caption={t`Your reservations`}
          hideCaption
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          totalElements={data?.totalElements ?? 0}
          loading={isLoading}
          onRowClick={(row) => void navigate(`/user/reservations/${row.id}`)}
          {...control}
        />
      </PageSection>
    </>
  );
}

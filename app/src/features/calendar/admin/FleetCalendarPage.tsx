import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { RESERVATION_STATUSES } from '@rentacar/contract';
import { localNow } from '@rentacar/rules';
import {
  AdminHeading,
  FleetCalendar,
  ListFilters,
  Pagination,
  RESERVATION_STATUS_MESSAGES,
  fleetCalendarPeriod,
  type FleetCalendarMove,
  type FleetCalendarReservation,
  type FleetCalendarView,
} from '@rentacar/ui';
import { SEARCH_TEXT_MAX_LENGTH } from '@rentacar/contract';
import { moveReservation, useFleetCalendar } from '../calendar';
import { useBranchFilter } from '../../branches/branchAdmin';
import { useAllVehicles } from '../../vehicles/vehicles';
import { branchSlug, oneOf, positiveId, searchText } from '../../../shell/api/filters';
import { failureMessage } from '../../../shell/api/errors';
import { useListFilters } from '../../../shell/admin/useListFilters';
import { useLiveFleetUpdates } from '../../../shell/admin/useLiveFleetUpdates';
import { PageMeta } from '../../../shell/PageMeta';
import { RouterLink } from '../../../shell/RouterLink';

const VIEWS: readonly FleetCalendarView[] = ['day', 'week', 'month'];
/** Vehicle rows per page: only these, over the shown period, are fetched and drawn. */
const ROWS_PER_PAGE = 25;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const reservationHref = (id: number) => `/admin/reservations/${id}`;
const blockHref = (carId: number) => `/admin/vehicles/${carId}`;

/**
 * The fleet calendar: one row per vehicle, by branch, over a day, week or month, filtered by
 * branch, vehicle text and booking status, all kept in the URL query. A booking opens its edit, a
 * free slot the vehicle's new blocked period; a drag or the move dialog saves as the edit does.
 */
export default function FleetCalendarPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const branchFilter = useBranchFilter();
  const { values, setFilter, clearFilters } = useListFilters([
    'branch',
    'q',
    'status',
    'view',
    'date',
    'page',
  ]);
  useLiveFleetUpdates();
  const { data: vehicles } = useAllVehicles();
  const now = localNow();
  const view = oneOf(VIEWS, values.view) ?? 'week';
  const date = DATE.test(values.date ?? '') ? values.date! : now.slice(0, 10);
  const page = positiveId(values.page) ?? 1;
  const status = oneOf(RESERVATION_STATUSES, values.status);
  const period = fleetCalendarPeriod(view, date);
  const { data, error, isLoading, mutate } = useFleetCalendar({
    from: period.from,
    to: period.to,
    branch: branchSlug(values.branch),
    q: searchText(values.q),
    status: status === undefined ? undefined : [status],
    page: page - 1,
    size: ROWS_PER_PAGE,
  });
  const turnaround = new Map(vehicles?.map((vehicle) => [vehicle.id, vehicle.turnaroundMinutes]));
  const rows = (data?.content ?? []).map((row) => ({
    ...row,
    turnaroundMinutes: turnaround.get(row.carId),
  }));

  const move = async (reservation: FleetCalendarReservation, target: FleetCalendarMove) => {
    try {
      await moveReservation(reservation, target);
      await mutate();
      return undefined;
    } catch (failure) {
      const { translateApiMessage } = await import('../../../shell/api/apiMessages');
      return translateApiMessage(i18n, failureMessage(failure));
    }
  };

  const statusSelect = {
    name: 'status',
    label: t`Status`,
    options: [
      { value: '', label: t`All` },
      ...RESERVATION_STATUSES.map((value) => ({
        value,
        label: i18n._(RESERVATION_STATUS_MESSAGES[value]),
      })),
    ],
    value: values.status ?? '',
  };

  return (
    <>
      <PageMeta title={t`Calendar · Admin Panel`} />
      <AdminHeading>{t`Calendar`}</AdminHeading>
      <ListFilters
        label={t`Filter calendar`}
        searchLabel={t`Search vehicles`}
        search={values.q ?? ''}
        searchMaxLength={SEARCH_TEXT_MAX_LENGTH}
        onSearchChange={(q) => setFilter('q', q)}
        selects={[{ ...branchFilter, value: values.branch ?? '' }, statusSelect]}
        onSelectChange={setFilter}
        onClear={clearFilters}
      />
      {error !== undefined && <p role="alert">{t`The calendar could not be loaded.`}</p>}
      <FleetCalendar
        rows={rows}
        view={view}
        date={date}
        now={now}
        loading={isLoading}
        onViewChange={(next) => setFilter('view', next)}
        onDateChange={(next) => setFilter('date', next)}
        reservationHref={reservationHref}
        blockHref={blockHref}
        linkComponent={RouterLink}
        onSlotSelect={({ carId, start, end }) =>
          navigate(
            `/admin/vehicles/${carId}?${new URLSearchParams({ blockStart: start, blockEnd: end })}`,
          )
        }
        onMove={move}
      />
      {data !== undefined && data.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onPageChange={(next) => setFilter('page', String(next))}
          label={t`Vehicle pages`}
        />
      )}
    </>
  );
}

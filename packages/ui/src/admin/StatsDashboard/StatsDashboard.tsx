import { useId } from 'react';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { useFormatMoney } from '../../foundations/money';
import { BarChart } from '../../data/BarChart';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../data/reservationStatuses';
import { Spinner } from '../../shell/Spinner';
import {
  Card,
  Cards,
  Dashboard,
  ErrorText,
  HiddenCaption,
  Figure,
  Meter,
  MeterFill,
  Muted,
  Panel,
  Panels,
  PanelTitle,
  Split,
  Table,
} from './styles';

export interface DashboardTotals {
  users: number;
  vehicles: number;
  reservations: number;
  messages: number;
}

export interface DashboardStats {
  totals: DashboardTotals;
  reservationsByStatus: Record<ReservationStatus, number>;
  /** Oldest first; `month` is `YYYY-MM`. */
  revenueByMonth: readonly { month: string; reservations: number; revenue: number }[];
  topVehicles: readonly { carId: number; model: string; reservations: number; revenue: number }[];
  /** From 0 to 1. */
  utilisationNext30Days: number;
}

export interface StatsDashboardProps {
  /** The figures of `GET /admin/stats`; absent until they are loaded. */
  stats?: DashboardStats;
  /** The figures are loading: spinners stand in for them. */
  loading: boolean;
  /** The figures could not be loaded. */
  failed?: boolean;
  /** Where each total's card leads. */
  listHrefs?: Record<keyof DashboardTotals, string>;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

const TOTALS: readonly { key: keyof DashboardTotals; label: string }[] = [
  { key: 'vehicles', label: 'Vehicles' },
  { key: 'users', label: 'Users' },
  { key: 'reservations', label: 'Reservations' },
  { key: 'messages', label: 'Messages' },
];

const STATUS_LABELS: Record<ReservationStatus, string> = {
  CREATED: 'Created',
  CANCELLED: 'Cancelled',
  DONE: 'Done',
};

const DEFAULT_HREFS: Record<keyof DashboardTotals, string> = {
  vehicles: '/admin/vehicles',
  users: '/admin/users',
  reservations: '/admin/reservations',
  messages: '/admin/messages',
};

const formatPercent = (share: number) =>
  `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** `2026-03` -> `Mar` and `March 2026`, read in no particular time zone. */
function monthLabels(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1, 1));
  const format = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleString('en-US', { ...options, timeZone: 'UTC' });
  return {
    label: format({ month: 'short' }),
    longLabel: format({ month: 'long', year: 'numeric' }),
  };
}

const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * The administrator's dashboard: the four totals as cards leading to their lists, reservations per
 * status, revenue per month as a chart (with its figures as a table for screen readers), the five
 * vehicles earning the most, and how booked the fleet is over the next 30 days.
 */
export function StatsDashboard({
  stats,
  loading,
  failed = false,
  listHrefs = DEFAULT_HREFS,
  linkComponent: Link = AnchorLink,
}: StatsDashboardProps) {
  const formatMoney = useFormatMoney();
  const ids = { status: useId(), utilisation: useId(), revenue: useId(), top: useId() };
  if (loading) return <Spinner label="Loading figures" />;
  if (failed || stats === undefined) {
    // A failed load is only logged (spec §8): no alert, just the missing figures said plainly.
    return <ErrorText>The figures could not be loaded.</ErrorText>;
  }
  const { totals, reservationsByStatus, revenueByMonth, topVehicles } = stats;
  const hasEarnings = revenueByMonth.some((month) => month.reservations > 0);
  return (
    <Dashboard>
      <Cards aria-label="Totals">
        {TOTALS.map(({ key, label }) => (
          <Card key={key} aria-label={label}>
            <Link href={listHrefs[key]}>{label}</Link>
            <Figure>{totals[key].toLocaleString('en-US')}</Figure>
          </Card>
        ))}
      </Cards>
      <Panels>
        <Panel aria-labelledby={ids.status}>
          <PanelTitle id={ids.status}>Reservations by status</PanelTitle>
          <Split>
            {RESERVATION_STATUSES.map((key) => {
              const share = shareOf(reservationsByStatus[key], totals.reservations);
              return (
                <div key={key}>
                  <dt>{STATUS_LABELS[key]}</dt>
                  <dd>
                    {reservationsByStatus[key].toLocaleString('en-US')} ({formatPercent(share)})
                    <Meter aria-hidden="true">
                      <MeterFill style={{ width: formatPercent(share) }} />
                    </Meter>
                  </dd>
                </div>
              );
            })}
          </Split>
        </Panel>
        <Panel aria-labelledby={ids.utilisation}>
          <PanelTitle id={ids.utilisation}>Utilisation, next 30 days</PanelTitle>
          <Figure>{formatPercent(stats.utilisationNext30Days)}</Figure>
          <Meter aria-hidden="true">
            <MeterFill style={{ width: formatPercent(stats.utilisationNext30Days) }} />
          </Meter>
          <Muted>of the fleet&apos;s hours are booked.</Muted>
        </Panel>
        <Panel aria-labelledby={ids.revenue}>
          <PanelTitle id={ids.revenue}>Revenue</PanelTitle>
          {hasEarnings ? (
            <BarChart
              title="Revenue per month, last 12 months"
              labelHeader="Month"
              valueHeader="Revenue"
              formatValue={formatMoney}
              data={revenueByMonth.map((month) => ({
                ...monthLabels(month.month),
                value: month.revenue,
              }))}
            />
          ) : (
            <Muted>No reservations in the last 12 months.</Muted>
          )}
        </Panel>
        <Panel aria-labelledby={ids.top}>
          <PanelTitle id={ids.top}>Top vehicles</PanelTitle>
          {topVehicles.length > 0 ? (
            <Table>
              <HiddenCaption>Top vehicles by revenue, last 12 months</HiddenCaption>
              <thead>
                <tr>
                  <th scope="col">Vehicle</th>
                  <th scope="col">Reservations</th>
                  <th scope="col">Revenue</th>
                </tr>
              </thead>
              <tbody>
                {topVehicles.map((vehicle) => (
                  <tr key={vehicle.carId}>
                    <th scope="row">{vehicle.model}</th>
                    <td>{vehicle.reservations.toLocaleString('en-US')}</td>
                    <td>{formatMoney(vehicle.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Muted>No vehicle earned anything in the last 12 months.</Muted>
          )}
        </Panel>
      </Panels>
    </Dashboard>
  );
}

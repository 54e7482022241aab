import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '../../foundations/intlLocale';
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

const TOTALS: readonly { key: keyof DashboardTotals; label: MessageDescriptor }[] = [
  { key: 'vehicles', label: msg`Vehicles` },
  { key: 'users', label: msg`Users` },
  { key: 'reservations', label: msg`Reservations` },
  { key: 'messages', label: msg`Messages` },
];

const STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  CREATED: msg`Created`,
  CANCELLED: msg`Cancelled`,
  DONE: msg`Done`,
};

const DEFAULT_HREFS: Record<keyof DashboardTotals, string> = {
  vehicles: '/admin/vehicles',
  users: '/admin/users',
  reservations: '/admin/reservations',
  messages: '/admin/messages',
};

/** A meter's filled width: CSS reads the share with a dot, whatever the language. */
const meterWidth = (share: number) => `${Math.round(share * 1000) / 10}%`;

const formatPercent = (share: number, locale: string) =>
  share.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });

/** `2026-03` -> `Mar` and `March 2026`, read in no particular time zone. */
function monthLabels(month: string, locale: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1, 1));
  const format = (options: Intl.DateTimeFormatOptions) =>
    date.toLocaleString(locale, { ...options, timeZone: 'UTC' });
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
  const { t, i18n } = useLingui();
  const locale = intlLocale(i18n.locale);
  const formatMoney = useFormatMoney();
  const ids = { status: useId(), utilisation: useId(), revenue: useId(), top: useId() };
  if (loading) return <Spinner label={t`Loading figures`} />;
  if (failed || stats === undefined) {
    // A failed load is only logged (spec §8): no alert, just the missing figures said plainly.
    return (
      <ErrorText>
        <Trans>The figures could not be loaded.</Trans>
      </ErrorText>
    );
  }
  const { totals, reservationsByStatus, revenueByMonth, topVehicles } = stats;
  const hasEarnings = revenueByMonth.some((month) => month.reservations > 0);
  return (
    <Dashboard>
      <Cards aria-label={t`Totals`}>
        {TOTALS.map(({ key, label }) => (
          <Card key={key} aria-label={i18n._(label)}>
            <Link href={listHrefs[key]}>{i18n._(label)}</Link>
            <Figure>{totals[key].toLocaleString(locale)}</Figure>
          </Card>
        ))}
      </Cards>
      <Panels>
        <Panel aria-labelledby={ids.status}>
          <PanelTitle id={ids.status}>
            <Trans>Reservations by status</Trans>
          </PanelTitle>
          <Split>
            {RESERVATION_STATUSES.map((key) => {
              const share = shareOf(reservationsByStatus[key], totals.reservations);
              return (
                <div key={key}>
                  <dt>{i18n._(STATUS_LABELS[key])}</dt>
                  <dd>
                    {reservationsByStatus[key].toLocaleString(locale)} (
                    {formatPercent(share, locale)})
                    <Meter aria-hidden="true">
                      <MeterFill style={{ width: meterWidth(share) }} />
                    </Meter>
                  </dd>
                </div>
              );
            })}
          </Split>
        </Panel>
        <Panel aria-labelledby={ids.utilisation}>
          <PanelTitle id={ids.utilisation}>
            <Trans>Utilisation, next 30 days</Trans>
          </PanelTitle>
          <Figure>{formatPercent(stats.utilisationNext30Days, locale)}</Figure>
          <Meter aria-hidden="true">
            <MeterFill style={{ width: meterWidth(stats.utilisationNext30Days) }} />
          </Meter>
          <Muted>
            <Trans>of the fleet&apos;s hours are booked.</Trans>
          </Muted>
        </Panel>
        <Panel aria-labelledby={ids.revenue}>
          <PanelTitle id={ids.revenue}>
            <Trans>Revenue</Trans>
          </PanelTitle>
          {hasEarnings ? (
            <BarChart
              title={t`Revenue per month, last 12 months`}
              labelHeader={t`Month`}
              valueHeader={t`Revenue`}
              formatValue={formatMoney}
              data={revenueByMonth.map((month) => ({
                ...monthLabels(month.month, locale),
                value: month.revenue,
              }))}
            />
          ) : (
            <Muted>
              <Trans>No reservations in the last 12 months.</Trans>
            </Muted>
          )}
        </Panel>
        <Panel aria-labelledby={ids.top}>
          <PanelTitle id={ids.top}>
            <Trans>Top vehicles</Trans>
          </PanelTitle>
          {topVehicles.length > 0 ? (
            <Table>
              <HiddenCaption>
                <Trans>Top vehicles by revenue, last 12 months</Trans>
              </HiddenCaption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Vehicle</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Reservations</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Revenue</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {topVehicles.map((vehicle) => (
                  <tr key={vehicle.carId}>
                    <th scope="row">{vehicle.model}</th>
                    <td>{vehicle.reservations.toLocaleString(locale)}</td>
                    <td>{formatMoney(vehicle.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <Muted>
              <Trans>No vehicle earned anything in the last 12 months.</Trans>
            </Muted>
          )}
        </Panel>
      </Panels>
    </Dashboard>
  );
}

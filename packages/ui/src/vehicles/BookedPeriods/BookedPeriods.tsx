import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Spinner } from '../../shell/Spinner';
import { EmptyText, Heading, PeriodList, Section } from './styles';

export interface BookedPeriod {
  /** ISO local date-times, e.g. 2026-03-14T10:00:00. */
  pickUpTime: string;
  dropOffTime: string;
  /** After a booking of a vehicle with a turnaround: until when it is made ready again. */
  turnaroundEnd?: string;
}

export interface BookedPeriodsProps {
  /** The booked periods to list, earliest first. */
  periods: readonly BookedPeriod[];
  /** The periods are being fetched: a spinner instead of the list. */
  loading?: boolean;
}

/**
 * A vehicle's upcoming booked periods, so customers pick free times, each booking with the
 * turnaround after it; dates and times as the active language writes them (`2026-03-14 10:00`
 * in English).
 */
export function BookedPeriods({ periods, loading = false }: BookedPeriodsProps) {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  let content;
  if (loading) {
    content = <Spinner label={t`Loading booked periods`} />;
  } else if (periods.length === 0) {
    content = (
      <EmptyText>
        <Trans>No bookings yet: every time is free.</Trans>
      </EmptyText>
    );
  } else {
    content = (
      <PeriodList>
        {periods.map(({ pickUpTime, dropOffTime, turnaroundEnd }) => {
          const readyAgain = turnaroundEnd && formatDateTime(turnaroundEnd);
          return (
            <li key={`${pickUpTime}-${dropOffTime}`}>
              {formatDateTime(pickUpTime)} – {formatDateTime(dropOffTime)}
              {readyAgain && (
                <>
                  {' '}
                  <Trans>(made ready until {readyAgain})</Trans>
                </>
              )}
            </li>
          );
        })}
      </PeriodList>
    );
  }
  return (
    <Section aria-labelledby="booked-periods-heading">
      <Heading id="booked-periods-heading">
        <Trans>Booked periods</Trans>
      </Heading>
      {content}
    </Section>
  );
}

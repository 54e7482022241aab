import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  closureOn,
  closuresAhead,
  formatIntervals,
  intervalsOn,
  isoWeekday,
  ISO_WEEKDAYS,
} from '../hours';
import { WEEKDAY_NAMES } from '../weekdays';
import type { BranchClosureDay, OpeningInterval } from '../types';
import { ClosureList, DayCell, HoursTable, Root, Subheading, TodayLine } from './styles';

export interface TodaysHoursProps {
  /** The branch's weekly opening intervals. */
  hours: readonly OpeningInterval[];
  /** The branch's closed days. */
  closures?: readonly BranchClosureDay[];
  /** Today's date, `YYYY-MM-DD`, in the branch's time zone (the host knows the zone and the clock). */
  today: string;
}

export interface OpeningHoursProps extends TodaysHoursProps {
  /** Heading level of the week table's and the closures' titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** One line: the branch's hours today, or that it is closed today (and why, on a closure). */
export function TodaysHours({ hours, closures = [], today }: TodaysHoursProps) {
  const closure = closureOn(closures, today);
  const intervals = intervalsOn(hours, isoWeekday(today));
  const todays = formatIntervals(intervals);
  const reason = closure?.reason;
  return (
    <TodayLine>
      {closure ? (
        <Trans>Today: closed ({reason})</Trans>
      ) : intervals.length === 0 ? (
        <Trans>Today: closed</Trans>
      ) : (
        <Trans>Today: {todays}</Trans>
      )}
    </TodayLine>
  );
}

/**
 * A branch's opening hours: today's line, the week as a table (today's row marked) and the
 * closures ahead. Times are the branch's wall-clock times, as the branch gives them.
 */
export function OpeningHours({ hours, closures = [], today, headingLevel = 3 }: OpeningHoursProps) {
  const { t, i18n } = useLingui();
  const todayNumber = isoWeekday(today);
  const ahead = closuresAhead(closures, today);
  const closuresTitleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Root>
      <TodaysHours hours={hours} closures={closures} today={today} />
      <HoursTable>
        <caption>{t`Opening hours`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Hours`}</th>
          </tr>
        </thead>
        <tbody>
          {ISO_WEEKDAYS.map((day) => {
            const intervals = intervalsOn(hours, day);
            const isToday = day === todayNumber;
            return (
              <tr key={day} aria-current={isToday ? 'date' : undefined}>
                <DayCell scope="row" $today={isToday}>
                  {i18n._(WEEKDAY_NAMES[day])}
                </DayCell>
                <td>{intervals.length > 0 ? formatIntervals(intervals) : t`Closed`}</td>
              </tr>
            );
          })}
        </tbody>
      </HoursTable>
      {ahead.length > 0 && (
        <section aria-labelledby={closuresTitleId}>
          <Subheading as={Heading} id={closuresTitleId}>
            {t`Closures ahead`}
          </Subheading>
          <ClosureList>
            {ahead.map((closure) => (
              <li key={closure.date}>
                <time dateTime={closure.date}>{closure.date}</time>: {closure.reason}
              </li>
            ))}
          </ClosureList>
        </section>
      )}
    </Root>
  );
}

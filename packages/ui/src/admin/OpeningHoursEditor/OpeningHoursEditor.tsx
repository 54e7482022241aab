import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CheckRow, Checkbox, Fieldset, Legend } from '../../forms/fields/styles';
import { TextField } from '../../forms/fields';
import { byFocusKey, byName, useListField } from '../../forms/fields/useListField';
import { WEEKDAYS, type OpeningPeriod, type Weekday } from '../../forms/schemas';
import { Button } from '../../shell/Button';
import { WEEKDAY_NAMES } from '../../branches/weekdays';
import { Day, DayHead, DayName, Days, Period, Periods } from './styles';

export interface OpeningHoursEditorProps {
  /**
   * The form value holding the week's periods, a list of `{ day, opens, closes }` (ISO weekday
   * 1-7, `HH:mm`); a day without periods is closed. Default `openingHours`.
   */
  name?: string;
  /** The group's visible name (default 'Opening hours'). */
  label?: string;
  /** Greys every control out and leaves it out of the tab order. */
  disabled?: boolean;
}

/** The period a day gets when it opens: office hours, which the user then adjusts. */
const FIRST_PERIOD = { opens: '09:00', closes: '17:00' };

/**
 * The weekly opening hours of a place, inside a `SchemaForm`: per weekday its periods (opening and
 * closing time, several per day, each removable), Add period, and a Closed box that empties or
 * opens the day. The focus follows what was added or removed, and each control names its day and
 * period for screen readers. Messages come from the form's schema (`openingHoursSchema`: both
 * times, closing after opening, no overlap within a day).
 */
export function OpeningHoursEditor({
  name = 'openingHours',
  label,
  disabled = false,
}: OpeningHoursEditorProps) {
  const { t, i18n } = useLingui();
  const { items: periods, change, rootRef } = useListField<OpeningPeriod>(name);
  const idPrefix = useId();

  const addPeriod = (day: Weekday) => {
    const ofDay = periods.filter((period) => period.day === day);
    const last = ofDay[ofDay.length - 1];
    const next = last ? { opens: last.closes, closes: '' } : FIRST_PERIOD;
    change(
      [...periods, { day, ...next }],
      byName(`${name}[${periods.length}].${last ? 'closes' : 'opens'}`),
    );
  };
  const removePeriod = (index: number, day: Weekday) => {
    const left = periods.filter((_, at) => at !== index);
    const dayStillOpen = left.some((period) => period.day === day);
    change(left, byFocusKey(`${dayStillOpen ? 'add' : 'closed'}-${day}`));
  };
  const setClosed = (day: Weekday, closed: boolean) =>
    change(
      closed
        ? periods.filter((period) => period.day !== day)
        : [...periods, { day, ...FIRST_PERIOD }],
    );

  return (
    <Fieldset ref={rootRef} disabled={disabled}>
      <Legend>{label ?? t`Opening hours`}</Legend>
      <Days>
        {WEEKDAYS.map((day) => {
          const dayName = i18n._(WEEKDAY_NAMES[day]);
          const dayNameId = `${idPrefix}-day-${day}`;
          const ofDay = periods.flatMap((period, index) =>
            period.day === day ? [{ period, index }] : [],
          );
          const closed = ofDay.length === 0;
          return (
            <Day key={day} role="group" aria-labelledby={dayNameId}>
              <DayHead>
                <DayName id={dayNameId}>{dayName}</DayName>
                <CheckRow>
                  <Checkbox
                    type="checkbox"
                    checked={closed}
                    onChange={(event) => setClosed(day, event.target.checked)}
                    data-focus-key={`closed-${day}`}
                  />
                  <Trans>Closed</Trans>
                </CheckRow>
              </DayHead>
              <Periods>
                {ofDay.map(({ index }, position) => {
                  const number = position + 1;
                  return (
                    <Period key={index} role="group" aria-label={t`${dayName}, period ${number}`}>
                      <TextField name={`${name}[${index}].opens`} label={t`Opens`} type="time" />
                      <TextField name={`${name}[${index}].closes`} label={t`Closes`} type="time" />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t`Remove ${dayName} period ${number}`}
                        onClick={() => removePeriod(index, day)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Period>
                  );
                })}
                {!closed && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Add period on ${dayName}`}
                    data-focus-key={`add-${day}`}
                    onClick={() => addPeriod(day)}
                  >
                    <Trans>Add period</Trans>
                  </Button>
                )}
              </Periods>
            </Day>
          );
        })}
      </Days>
    </Fieldset>
  );
}

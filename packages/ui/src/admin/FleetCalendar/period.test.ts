import { describe, expect, it } from 'vitest';
import { fleetCalendarPeriod, shiftFleetCalendarDate } from './period';

describe('the window a calendar view shows', () => {
  it('is the day itself in the day view', () => {
    expect(fleetCalendarPeriod('day', '2026-03-18')).toEqual({
      from: '2026-03-18T00:00:00',
      to: '2026-03-19T00:00:00',
      days: 1,
    });
  });

  it('is the week from Monday, for a Sunday too', () => {
    expect(fleetCalendarPeriod('week', '2026-03-22')).toEqual({
      from: '2026-03-16T00:00:00',
      to: '2026-03-23T00:00:00',
      days: 7,
    });
  });

  it('is the calendar month, leap February included', () => {
    expect(fleetCalendarPeriod('month', '2028-02-10')).toEqual({
      from: '2028-02-01T00:00:00',
      to: '2028-03-01T00:00:00',
      days: 29,
    });
    expect(fleetCalendarPeriod('month', '2026-12-31').to).toBe('2027-01-01T00:00:00');
  });

  it('steps by a day, a week or a month, to the first of the month', () => {
    expect(shiftFleetCalendarDate('day', '2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftFleetCalendarDate('week', '2026-03-18', -1)).toBe('2026-03-11');
    expect(shiftFleetCalendarDate('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftFleetCalendarDate('month', '2026-01-15', -1)).toBe('2025-12-01');
  });
});

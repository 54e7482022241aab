import { describe, expect, test } from 'vitest';
import { closuresAhead, formatIntervals, intervalsOn, isoWeekday } from './hours';

describe('branch hours', () => {
  test('ISO weekdays run from Monday (1) to Sunday (7)', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(isoWeekday('2026-12-31')).toBe(4);
  });

  test("a weekday's intervals come in the order of the day, written for a reader", () => {
    const hours = [
      { day: 1, opens: '14:00', closes: '18:00' },
      { day: 2, opens: '08:00', closes: '12:00' },
      { day: 1, opens: '09:00', closes: '13:00' },
    ];
    expect(formatIntervals(intervalsOn(hours, 1))).toBe('09:00–13:00, 14:00–18:00');
    expect(intervalsOn(hours, 3)).toEqual([]);
  });

  test('closures ahead start today, soonest first; past ones are left out', () => {
    const closures = [
      { date: '2026-12-25', reason: 'Christmas Day' },
      { date: '2026-01-01', reason: "New Year's Day" },
      { date: '2026-03-04', reason: 'Inventory' },
    ];
    expect(closuresAhead(closures, '2026-03-04').map(({ date }) => date)).toEqual([
      '2026-03-04',
      '2026-12-25',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { isRealLocalDateTime } from './dates';
import { monthOf, reservationsByStatus, statsWindow, utilisationShare } from './stats';

describe('statsWindow', () => {
  it('covers the 12 calendar months up to the current one, across a new year', () => {
    const window = statsWindow(new Date(2026, 1, 14, 10, 30, 15));
    expect(window.months).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(window.revenueFrom).toBe('2025-03-01T00:00:00');
    expect(window.revenueTo).toBe('2026-03-01T00:00:00');
  });

  it('looks 30 days ahead from now, to the second', () => {
    const window = statsWindow(new Date(2026, 11, 20, 8, 5, 9));
    expect(window.utilisationFrom).toBe('2026-12-20T08:05:09');
    expect(window.utilisationTo).toBe('2027-01-19T08:05:09');
  });

  it('names the month of a local date-time', () => {
    expect(monthOf('2026-03-14T10:00:00')).toBe('2026-03');
  });
});

describe('utilisationShare', () => {
  it('divides booked hours by the hours of every vehicle in 30 days', () => {
    expect(utilisationShare(720, 2)).toBe(0.5);
    expect(utilisationShare(36, 1)).toBe(0.05);
  });

  it('is 0 without vehicles and never above 1', () => {
    expect(utilisationShare(10, 0)).toBe(0);
    expect(utilisationShare(5000, 1)).toBe(1);
  });
});

describe('isRealLocalDateTime', () => {
  it('accepts real ISO local date-times only', () => {
    expect(isRealLocalDateTime('2026-03-14T10:00:00')).toBe(true);
    expect(isRealLocalDateTime('2026-02-30T10:00:00')).toBe(false);
    expect(isRealLocalDateTime('2026-03-14 10:00:00')).toBe(false);
    expect(isRealLocalDateTime('yesterday')).toBe(false);
  });
});

describe('reservationsByStatus', () => {
  it('reads each status once, under its own name', () => {
    const counts = { CREATED: 3, CANCELLED: 1, DONE: 7 } as const;
    expect(reservationsByStatus((status) => counts[status])).toEqual(counts);
  });
});

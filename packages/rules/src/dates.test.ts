import { describe, expect, it } from 'vitest';
import {
  combineDateAndTime,
  formatDisplayDate,
  formatDisplayTime,
  parsePayloadDateTime,
  toPayloadDateTime,
} from './dates';

describe('display helpers', () => {
  it('shows the date and time of an API date-time', () => {
    expect(formatDisplayDate('2026-03-14T10:05:00')).toBe('2026-03-14');
    expect(formatDisplayTime('2026-03-14T10:05:00')).toBe('10:05');
  });

  it('shows midnight as 00:00 on its own day', () => {
    expect(formatDisplayDate('2026-03-15T00:00:00')).toBe('2026-03-15');
    expect(formatDisplayTime('2026-03-15T00:00:00')).toBe('00:00');
  });

  it('uses the 24-hour clock', () => {
    expect(formatDisplayTime('2026-12-31T23:59:59')).toBe('23:59');
  });

  it.each(['', 'yesterday', '2026-02-30T10:00:00', '03/14/2026 10:00:00'])(
    'rejects %j with a RangeError naming the input',
    (input) => {
      expect(() => formatDisplayDate(input)).toThrow(RangeError);
      expect(() => formatDisplayTime(input)).toThrow(`Invalid date-time "${input}"`);
    },
  );
});

describe('payload helpers', () => {
  it('turns an API date-time into the payload format', () => {
    expect(toPayloadDateTime('2026-03-14T10:05:30')).toBe('03/14/2026 10:05:30');
  });

  it('combines a date input and a time input into the payload format', () => {
    expect(combineDateAndTime('2026-03-14', '10:05')).toBe('03/14/2026 10:05:00');
  });

  it('keeps the seconds of a time input that has them', () => {
    expect(combineDateAndTime('2026-03-14', '10:05:30')).toBe('03/14/2026 10:05:30');
  });

  it('combines midnight and the last minute of a day without changing the day', () => {
    expect(combineDateAndTime('2026-03-14', '00:00')).toBe('03/14/2026 00:00:00');
    expect(combineDateAndTime('2026-12-31', '23:59')).toBe('12/31/2026 23:59:00');
  });

  it.each([
    ['', '10:00'],
    ['2026-03-14', ''],
    ['2026-02-30', '10:00'],
    ['2026-03-14', '24:00'],
    ['2026-3-14', '10:00'],
    ['03/14/2026', '10:00'],
    ['2026-03-14', '10 am'],
  ])('rejects date %j with time %j', (date, time) => {
    expect(() => combineDateAndTime(date, time)).toThrow(RangeError);
  });

  it('parses the payload format back into the API date-time format', () => {
    expect(parsePayloadDateTime('03/14/2026 10:05:30')).toBe('2026-03-14T10:05:30');
    expect(parsePayloadDateTime('01/01/2027 00:00:00')).toBe('2027-01-01T00:00:00');
  });

  it('round-trips the date and time inputs through the payload', () => {
    const isoLocal = parsePayloadDateTime(combineDateAndTime('2026-07-04', '18:45'));
    expect([formatDisplayDate(isoLocal), formatDisplayTime(isoLocal)]).toEqual([
      '2026-07-04',
      '18:45',
    ]);
  });

  it.each([
    '',
    '2026-03-14T10:00:00',
    '13/01/2026 10:00:00',
    '02/30/2026 10:00:00',
    '03/14/2026 24:00:00',
    '3/14/2026 10:00:00',
    '03/14/2026',
  ])('rejects the malformed payload %j', (payload) => {
    expect(() => parsePayloadDateTime(payload)).toThrow(`Invalid date-time "${payload}"`);
  });
});

import { describe, expect, it } from 'vitest';
import { dateInputAt, localDateTimeInput } from './dateInputs';

describe('date input values', () => {
  it('puts a date input value at a wall-clock time in the request format', () => {
    expect(dateInputAt('2026-03-14', '23:59:59')).toBe('03/14/2026 23:59:59');
    expect(dateInputAt('14.03.2026', '00:00:00')).toBeUndefined();
  });

  it('reads a date-time input value as an ISO local date-time, with or without seconds', () => {
    expect(localDateTimeInput('2026-03-14T10:05')).toBe('2026-03-14T10:05:00');
    expect(localDateTimeInput('2026-03-14T10:05:30')).toBe('2026-03-14T10:05:30');
  });

  it('reads nothing from a half-typed or foreign value', () => {
    expect(localDateTimeInput('')).toBeUndefined();
    expect(localDateTimeInput('2026-03-14')).toBeUndefined();
    expect(localDateTimeInput('03/14/2026 10:05:00')).toBeUndefined();
  });
});

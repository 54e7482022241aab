import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { blockedPeriodSchema } from './blockedPeriod';

const service = {
  startDate: '2026-03-20',
  startTime: '08:00',
  endDate: '2026-03-21',
  endTime: '18:00',
  reason: 'Annual service',
};

describe('blockedPeriodSchema', () => {
  const validate = validateWithSchema(blockedPeriodSchema);

  it('accepts a period with its reason', () => {
    expect(validate(service)).toEqual({});
  });

  it('asks for every field with its own message', () => {
    expect(validate({ reason: '  ' })).toEqual({
      startDate: 'Select a start date',
      startTime: 'Select a start time',
      endDate: 'Select an end date',
      endTime: 'Select an end time',
      reason: 'Please enter the reason',
    });
  });

  it('refuses an end at or before the start, on the same day too', () => {
    const sameDay = { ...service, endDate: '2026-03-20' };
    expect(validate({ ...sameDay, endTime: '08:00' })).toEqual({
      endTime: 'The end must be after the start',
    });
    expect(validate({ ...sameDay, endTime: '07:59' })).toEqual({
      endTime: 'The end must be after the start',
    });
    expect(validate({ ...sameDay, endTime: '08:01' })).toEqual({});
  });
});

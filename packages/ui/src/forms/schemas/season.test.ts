import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { seasonSchema } from './season';

const summer = { name: 'Summer', startDate: '2027-07-01', endDate: '2027-08-31', percent: 20 };
const PERCENT = 'Enter a whole percent from -90 to 500, not 0';

describe('seasonSchema', () => {
  const validate = validateWithSchema(seasonSchema);

  it('accepts a season, one day long and going down too', () => {
    expect(validate(summer)).toEqual({});
    expect(validate({ ...summer, endDate: summer.startDate, percent: -90 })).toEqual({});
  });

  it('asks for every field with its own message', () => {
    expect(validate({ name: '  ' })).toEqual({
      name: 'Please enter the name',
      startDate: 'Select a start date',
      endDate: 'Select an end date',
      percent: PERCENT,
    });
  });

  it('refuses an end before the start and a percent out of bounds, broken or 0', () => {
    expect(validate({ ...summer, endDate: '2027-06-30' })).toEqual({
      endDate: 'The end must not be before the start',
    });
    for (const percent of [0, -91, 501, 2.5]) {
      expect(validate({ ...summer, percent })).toEqual({ percent: PERCENT });
    }
  });
});

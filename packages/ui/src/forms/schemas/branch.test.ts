import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { branchSchema, slugFromName, type BranchValues } from './branch';

const validBranch: BranchValues = {
  name: 'Downtown Office',
  slug: 'downtown-office',
  address: '1 Main Street',
  city: 'Boston',
  zipCode: '02108',
  country: 'US',
  latitude: 42.3601,
  longitude: -71.0589,
  phoneNumber: '(555) 123-4567',
  email: 'downtown@example.com',
  timeZone: 'America/New_York',
  openingHours: [
    { day: 1, opens: '08:00', closes: '12:00' },
    { day: 1, opens: '13:00', closes: '18:00' },
  ],
  closures: [{ date: '2026-12-25', reason: 'Christmas Day' }],
  oneWayReturns: true,
  oneWayFee: 25.5,
};

describe('branchSchema', () => {
  const validate = validateWithSchema(branchSchema);
  const errorsWith = (changes: Partial<Record<keyof BranchValues, unknown>>) =>
    validate({ ...validBranch, ...changes });

  it('accepts a complete branch, and one closed every day without closures', () => {
    expect(validate(validBranch)).toEqual({});
    expect(errorsWith({ openingHours: [], closures: [] })).toEqual({});
  });

  it('asks for every field with its own message', () => {
    expect(validate({ openingHours: [], closures: [], oneWayReturns: true })).toEqual({
      name: 'Please enter the branch name',
      slug: 'Please enter the slug',
      address: 'Please enter the address',
      city: 'Please enter the city',
      zipCode: 'Please enter the zip code',
      country: 'Please enter the two-letter country code',
      latitude: 'Please enter the latitude',
      longitude: 'Please enter the longitude',
      phoneNumber: 'Please enter the phone number',
      email: 'Please enter the email',
      timeZone: 'Please select the time zone',
      oneWayFee: 'Please enter the one-way fee',
    });
  });

  it('takes a period until midnight as closing at 00:00', () => {
    expect(
      errorsWith({
        openingHours: [
          { day: 5, opens: '18:00', closes: '00:00' },
          { day: 5, opens: '20:00', closes: '22:00' },
        ],
      }),
    ).toEqual({
      openingHours: [undefined, { opens: 'This period overlaps another one of the same day' }],
    });
  });

  it('takes a two-letter country code in either case and sends it upper-cased', () => {
    expect(errorsWith({ country: 'USA' })).toEqual({
      country: 'Please enter the two-letter country code',
    });
    expect(branchSchema.validateSync({ ...validBranch, country: 'us' }).country).toBe('US');
  });

  it('refuses coordinates off the globe and a slug that is no slug', () => {
    expect(errorsWith({ latitude: 90.5, longitude: -180.1, slug: 'Down town' })).toEqual({
      latitude: 'The latitude must be between -90 and 90',
      longitude: 'The longitude must be between -180 and 180',
      slug: 'Use lowercase letters, digits and single hyphens only',
    });
    expect(errorsWith({ slug: 'down--town' })).toEqual({
      slug: 'Use lowercase letters, digits and single hyphens only',
    });
  });

  it('refuses a period that closes before it opens, or overlaps another of its day', () => {
    expect(errorsWith({ openingHours: [{ day: 2, opens: '18:00', closes: '09:00' }] })).toEqual({
      openingHours: [{ closes: 'The closing time must be after the opening time' }],
    });
    expect(
      errorsWith({
        openingHours: [
          { day: 3, opens: '09:00', closes: '13:00' },
          { day: 4, opens: '12:00', closes: '18:00' },
          { day: 3, opens: '12:00', closes: '18:00' },
        ],
      }),
    ).toEqual({
      openingHours: [
        undefined,
        undefined,
        { opens: 'This period overlaps another one of the same day' },
      ],
    });
    expect(
      errorsWith({
        openingHours: [
          { day: 3, opens: '09:00', closes: '13:00' },
          { day: 3, opens: '13:00', closes: '18:00' },
        ],
      }),
    ).toEqual({});
  });

  it('asks for both times of a period, as HH:mm', () => {
    expect(errorsWith({ openingHours: [{ day: 5, opens: '', closes: '25:00' }] })).toEqual({
      openingHours: [
        { opens: 'Please enter the opening time', closes: 'Please enter the closing time' },
      ],
    });
  });

  it("asks for a closure's date and reason, each date once", () => {
    expect(
      errorsWith({
        closures: [
          { date: '2026-12-25', reason: 'Christmas Day' },
          { date: '2026-12-25', reason: 'Again' },
          { date: '', reason: ' ' },
        ],
      }),
    ).toEqual({
      closures: [
        undefined,
        { date: 'This date is already listed' },
        { date: 'Please enter the date', reason: 'Please enter the reason' },
      ],
    });
  });

  it('keeps the one-way fee only while one-way returns are accepted, in whole cents', () => {
    expect(errorsWith({ oneWayFee: -1 })).toEqual({
      oneWayFee: 'The one-way fee cannot be negative',
    });
    expect(errorsWith({ oneWayFee: 10.005 })).toEqual({
      oneWayFee: 'The one-way fee can have at most two decimals',
    });
    expect(errorsWith({ oneWayReturns: false, oneWayFee: undefined })).toEqual({});
    expect(branchSchema.validateSync({ ...validBranch, oneWayReturns: false })).not.toHaveProperty(
      'oneWayFee',
    );
  });
});

describe('slugFromName', () => {
  it('writes a name as lowercase words joined by hyphens, without accents', () => {
    expect(slugFromName('Downtown Office')).toBe('downtown-office');
    expect(slugFromName('  Aeropuerto de Málaga (T2) ')).toBe('aeropuerto-de-malaga-t2');
  });
});

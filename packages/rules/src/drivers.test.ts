import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  additionalDriverProblemMessage,
  rentalDays,
  youngDriverSurchargeInCents,
  youngDriverTermsProblem,
  driverDetailsProblem,
  driverEligibilityProblem,
  driverProblemMessage,
  wholeYearsBetween,
  type DriverEligibilityProblem,
  type YoungDriverTerms,
} from './drivers';

const DRIVER = {
  dateOfBirth: '2000-06-15',
  licenseNumber: 'D123-4567',
  licenseCountry: 'US',
  licenseIssuedOn: '2020-03-01',
  licenseExpiresOn: '2030-03-01',
};
const VEHICLE = { minimumDriverAge: 25, minimumLicenseYears: 3 };

const judge = (pickUpDate: string, dropOffDate: string, driver = DRIVER) =>
  driverEligibilityProblem({ driver, vehicle: VEHICLE, pickUpDate, dropOffDate });

const inWords = (problem: DriverEligibilityProblem | undefined) =>
  problem && driverProblemMessage(problem);

describe('the driver details rule', () => {
  const today = '2026-12-02';

  it('accepts real dates in order', () => {
    expect(driverDetailsProblem(DRIVER, today)).toBeUndefined();
  });

  it('refuses a date the calendar does not have', () => {
    expect(driverDetailsProblem({ ...DRIVER, licenseExpiresOn: '2030-02-30' }, today)).toEqual({
      parameter: 'licenseExpiresOn',
      reason: 'must be a real date',
    });
  });

  it('refuses a birth or an issue in the future', () => {
    expect(driverDetailsProblem({ ...DRIVER, dateOfBirth: '2026-12-03' }, today)).toEqual({
      parameter: 'dateOfBirth',
      reason: 'must not be in the future',
    });
    expect(driverDetailsProblem({ ...DRIVER, licenseIssuedOn: '2026-12-03' }, today)).toEqual({
      parameter: 'licenseIssuedOn',
      reason: 'must not be in the future',
    });
  });

  it('refuses a licence issued before the 16th birthday, and accepts one on it', () => {
    expect(driverDetailsProblem({ ...DRIVER, licenseIssuedOn: '2016-06-14' }, today)).toEqual({
      parameter: 'licenseIssuedOn',
      reason: "must be on or after the driver's 16th birthday",
    });
    expect(driverDetailsProblem({ ...DRIVER, licenseIssuedOn: '2016-06-15' }, today)).toBe(
      undefined,
    );
  });

  it('refuses a licence expiring on or before its issue', () => {
    expect(driverDetailsProblem({ ...DRIVER, licenseExpiresOn: '2020-03-01' }, today)).toEqual({
      parameter: 'licenseExpiresOn',
      reason: 'must be after licenseIssuedOn',
    });
  });
});

describe('the driver eligibility rule', () => {
  it('asks for driver details first', () => {
    const problem = driverEligibilityProblem({
      driver: undefined,
      vehicle: VEHICLE,
      pickUpDate: '2026-12-10',
      dropOffDate: '2026-12-11',
    });
    expect(inWords(problem)).toBe('Add your driver details to your profile before booking');
  });

  it('counts the age on the pick-up day: the birthday itself is old enough', () => {
    expect(inWords(judge('2025-06-14', '2025-06-20'))).toBe(
      'The driver must be at least 25 years old on the pick-up day',
    );
    expect(judge('2025-06-15', '2025-06-20')).toBeUndefined();
  });

  it('counts the whole years the licence was held on the pick-up day', () => {
    const recent = { ...DRIVER, licenseIssuedOn: '2023-07-01' };
    expect(inWords(judge('2026-06-30', '2026-07-02', recent))).toBe(
      "The driver's license must have been held for at least 3 years on the pick-up day",
    );
    expect(judge('2026-07-01', '2026-07-02', recent)).toBeUndefined();
    expect(inWords({ kind: 'licenseTooRecent', minimumYears: 1 })).toBe(
      "The driver's license must have been held for at least 1 year on the pick-up day",
    );
  });

  it('refuses a licence expiring before the drop-off day, not one expiring on it', () => {
    expect(inWords(judge('2030-02-27', '2030-03-02'))).toBe(
      "The driver's license expires on 2030-03-01, before the drop-off",
    );
    expect(judge('2030-02-27', '2030-03-01')).toBeUndefined();
  });

  it('words the refusals in Spanish for the form', () => {
    expect(driverProblemMessage({ kind: 'underMinimumAge', minimumAge: 21 }, 'es')).toBe(
      'El conductor debe tener al menos 21 años el día de la recogida',
    );
  });

  it('counts a 29 February birthday as passed on 1 March', () => {
    expect(wholeYearsBetween('2004-02-29', '2025-02-28')).toBe(20);
    expect(wholeYearsBetween('2004-02-29', '2025-03-01')).toBe(21);
  });
});

describe('the young-driver surcharge', () => {
  const vehicle = { youngDriverAge: 25, youngDriverSurchargePerDay: 12.5 };
  const surcharge = (datesOfBirth: string[], hours: number, terms: YoungDriverTerms = vehicle) =>
    youngDriverSurchargeInCents({ vehicle: terms, datesOfBirth, pickUpDate: '2026-06-15', hours });

  it('charges each started day of a driver under the age', () => {
    expect(surcharge(['2002-06-16'], 25)).toBe(2 * 1250);
    expect(surcharge(['2002-06-16'], 24)).toBe(1250);
  });

  it('charges nothing from the birthday that reaches the age', () => {
    expect(surcharge(['2001-06-15'], 48)).toBe(0);
  });

  it('charges every young driver, the others nothing', () => {
    expect(surcharge(['2005-01-01', '1980-01-01', '2004-01-01'], 72)).toBe(2 * 3 * 1250);
  });

  it('charges nothing on a vehicle without a surcharge', () => {
    expect(surcharge(['2005-01-01'], 72, {})).toBe(0);
  });

  it('grows with the days and the drivers, a day at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2160 }), fc.integer({ min: 0, max: 5 }), (hours, n) => {
        const young = Array.from({ length: n }, () => '2005-01-01');
        expect(surcharge(young, hours)).toBe(n * rentalDays(hours) * 1250);
        expect(rentalDays(hours)).toBe(Math.ceil(hours / 24));
      }),
    );
  });

  it('wants the age and the price together', () => {
    expect(youngDriverTermsProblem({ youngDriverAge: 25 })).toEqual({
      parameter: 'youngDriverSurchargePerDay',
      reason: 'is required with youngDriverAge',
    });
    expect(youngDriverTermsProblem({ youngDriverSurchargePerDay: 10 })?.parameter).toBe(
      'youngDriverAge',
    );
    expect(youngDriverTermsProblem(vehicle)).toBeUndefined();
  });
});

describe('an additional driver refused', () => {
  it('is named by its place in the booking, in both languages', () => {
    const problem = { kind: 'underMinimumAge', minimumAge: 21 } as const;
    expect(additionalDriverProblemMessage(2, problem)).toBe(
      'Additional driver 2: The driver must be at least 21 years old on the pick-up day',
    );
    expect(additionalDriverProblemMessage(2, problem, 'es')).toMatch(/^Conductor adicional 2: /);
  });
});

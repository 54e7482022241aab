import { Settings } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingValues } from '../testing/sampleValues';
import { validateWithSchema } from '../validation/validateWithSchema';
import { bookingSchema, localToday, reservationEditSchema } from './booking';

const today = '2026-03-14';
const validBooking = { ...bookingValues, contract: true };

describe('bookingSchema', () => {
  const validate = validateWithSchema(bookingSchema, { today });
  const errorsWith = (changes: object) => validate({ ...validBooking, ...changes });

  it('accepts a booking from today on', () => {
    expect(validate(validBooking)).toEqual({});
  });

  it.each([
    ['pickUpLocation', 'Enter a pick-up location'],
    ['dropOffLocation', 'Enter a drop-off location'],
    ['pickUpDate', 'Select a pick-up date'],
    ['pickUpTime', 'Select a pick-up time'],
    ['dropOffDate', 'Select a drop-off date'],
    ['dropOffTime', 'Select a drop-off time'],
  ])('requires %s with "%s"', (field, message) => {
    expect(errorsWith({ [field]: undefined })).toEqual({ [field]: message });
  });

  it('requires the contract to be checked', () => {
    const message = 'Please read the contract and check the box';
    expect(errorsWith({ contract: false })).toEqual({ contract: message });
    expect(errorsWith({ contract: undefined })).toEqual({ contract: message });
  });

  it('rejects a pick-up date before today', () => {
    expect(errorsWith({ pickUpDate: '2026-03-13' })).toEqual({
      pickUpDate: 'The pick-up date cannot be earlier than today',
    });
  });

  it('rejects a drop-off date before the pick-up date and accepts the same day', () => {
    expect(errorsWith({ dropOffDate: '2026-03-13' })).toEqual({
      dropOffDate: 'The drop-off date cannot be earlier than the pick-up date',
    });
    expect(errorsWith({ dropOffDate: '2026-03-14' })).toEqual({});
  });

  it('uses the local date when no today is given', () => {
    expect(
      validateWithSchema(bookingSchema)({ ...validBooking, pickUpDate: '2000-01-01' }),
    ).toEqual({ pickUpDate: 'The pick-up date cannot be earlier than today' });
  });
});

describe('localToday', () => {
  const systemZone = Settings.defaultZone;
  afterEach(() => {
    vi.useRealTimers();
    Settings.defaultZone = systemZone;
  });

  it("is the date on the visitor's clock, not UTC's, from just after midnight to just before the next", () => {
    // A visitor in a zone behind UTC (UTC-7 in mid-March): late evening there is tomorrow in UTC.
    Settings.defaultZone = 'America/Los_Angeles';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 14, 7, 30)); // 00:30 on 14 March in Los Angeles
    expect(localToday()).toBe('2026-03-14');
    vi.setSystemTime(Date.UTC(2026, 2, 15, 6, 30)); // 23:30 on 14 March in Los Angeles
    expect(localToday()).toBe('2026-03-14');
  });
});

describe('reservationEditSchema', () => {
  const validate = validateWithSchema(reservationEditSchema);
  const validReservation = { ...bookingValues, carId: '7', status: 'CREATED' };

  it('accepts a complete reservation', () => {
    expect(validate(validReservation)).toEqual({});
  });

  it('asks for every field with its own message', () => {
    expect(validate({})).toEqual({
      pickUpLocation: 'Enter the pick up place',
      dropOffLocation: 'Enter the drop off place',
      pickUpDate: 'Enter the pick up date',
      pickUpTime: 'Enter the pick up time',
      dropOffDate: 'Enter the drop off date',
      dropOffTime: 'Enter the drop off time',
      carId: 'Select a car',
      status: 'Select a status',
    });
  });

  it.each(['CREATED', 'CANCELLED', 'DONE'])('accepts the status %s', (status) => {
    expect(validate({ ...validReservation, status })).toEqual({});
  });
});

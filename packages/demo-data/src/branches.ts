import type { Branch, OpeningPeriod } from '@rentacar/contract';

/** The days of the week (ISO, Monday 1) a schedule covers. */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS = [1, 2, 3, 4, 5];

const open = (days: number[], opens: string, closes: string): OpeningPeriod[] =>
  days.map((day) => ({ day, opens, closes }));

/**
 * A demo branch as stored in the seed: its closures are offsets from the seeding day, so a fresh
 * install always has one ahead.
 */
export type DemoBranchTemplate = Omit<Branch, 'closures'> & {
  closures: { inDays: number; reason: string }[];
};

/**
 * Four branches in two zones: a downtown office and an airport in Chicago (the shell address is
 * the downtown one), and the same in New York. Midtown keeps office hours with a lunch break,
 * closes on Sundays, has a closure ahead and takes no one-way returns; the airports never close.
 */
export const branchTemplates: DemoBranchTemplate[] = [
  {
    id: 1,
    name: 'Chicago Downtown',
    slug: 'chicago-downtown',
    address: '233 S Wacker Dr',
    city: 'Chicago',
    zipCode: '60606',
    country: 'US',
    latitude: 41.8789,
    longitude: -87.6359,
    phoneNumber: '(312) 555-0147',
    email: 'downtown@rentacar.example.com',
    timeZone: 'America/Chicago',
    openingHours: [...open([1, 2, 3, 4, 5, 6], '07:00', '21:00'), ...open([7], '08:00', '20:00')],
    closures: [],
    oneWayFee: 35,
  },
  {
    id: 2,
    name: "Chicago O'Hare Airport",
    slug: 'chicago-ohare-airport',
    address: "10000 W O'Hare Ave",
    city: 'Chicago',
    zipCode: '60666',
    country: 'US',
    latitude: 41.9786,
    longitude: -87.9048,
    phoneNumber: '(773) 555-0110',
    email: 'ohare@rentacar.example.com',
    timeZone: 'America/Chicago',
    openingHours: open(EVERY_DAY, '00:00', '24:00'),
    closures: [],
    oneWayFee: 25,
  },
  {
    id: 3,
    name: 'New York Midtown',
    slug: 'new-york-midtown',
    address: '350 W 42nd St',
    city: 'New York',
    zipCode: '10036',
    country: 'US',
    latitude: 40.7577,
    longitude: -73.9918,
    phoneNumber: '(212) 555-0133',
    email: 'midtown@rentacar.example.com',
    timeZone: 'America/New_York',
    openingHours: [
      ...open(WEEKDAYS, '08:00', '12:00'),
      ...open(WEEKDAYS, '13:00', '19:00'),
      ...open([6], '09:00', '14:00'),
    ].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens)),
    closures: [{ inDays: 12, reason: 'Staff training' }],
  },
  {
    id: 4,
    name: 'JFK Airport',
    slug: 'jfk-airport',
    address: 'Federal Circle, Building 80',
    city: 'Jamaica',
    zipCode: '11430',
    country: 'US',
    latitude: 40.6596,
    longitude: -73.7925,
    phoneNumber: '(718) 555-0162',
    email: 'jfk@rentacar.example.com',
    timeZone: 'America/New_York',
    openingHours: open(EVERY_DAY, '00:00', '24:00'),
    closures: [],
    oneWayFee: 50,
  },
];

/** Which demo branch each demo vehicle belongs to, by vehicle id. */
export const VEHICLE_BRANCHES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 1,
  4: 1,
  10: 1,
  11: 1,
  12: 1,
  14: 1,
  5: 2,
  6: 2,
  13: 2,
  15: 2,
  16: 2,
  17: 2,
  18: 3,
  19: 3,
  20: 3,
  21: 3,
  22: 3,
  7: 4,
  8: 4,
  9: 4,
  23: 4,
  24: 4,
  25: 4,
  26: 4,
};

import type { Branch, BranchClosure, BranchInput, OpeningPeriod } from '@rentacar/contract';
import { fromCents, toCents } from '@rentacar/rules';
import { toBranchRecord } from '@rentacar/rules/branches';
import type { Generated, Selectable } from 'kysely';

export interface BranchesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  address: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  phoneNumber: string;
  email: string;
  /** IANA zone of the branch's clock. */
  timeZone: string;
  /** JSON of the `OpeningPeriod`s, sorted by day and opening time. */
  openingHours: string;
  /** JSON of the `BranchClosure`s, sorted by date. */
  closures: string;
  /** Integer cents; null when the branch takes no one-way returns. */
  oneWayFee: number | null;
}

export type BranchRow = Selectable<BranchesTable>;

export function toBranch(row: BranchRow): Branch {
  const { id, openingHours, closures, oneWayFee, ...fields } = row;
  return toBranchRecord(id, {
    ...fields,
    latitude: Number(fields.latitude),
    longitude: Number(fields.longitude),
    openingHours: JSON.parse(openingHours) as OpeningPeriod[],
    closures: JSON.parse(closures) as BranchClosure[],
    ...(oneWayFee === null ? {} : { oneWayFee: fromCents(Number(oneWayFee)) }),
  });
}

export function toBranchColumns(input: BranchInput) {
  const { openingHours, closures, oneWayFee, id: _id, ...fields } = toBranchRecord(0, input);
  return {
    ...fields,
    openingHours: JSON.stringify(openingHours),
    closures: JSON.stringify(closures),
    oneWayFee: oneWayFee === undefined ? null : toCents(oneWayFee),
  };
}

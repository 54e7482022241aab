/**
 * What the branch components show of a branch. The library's own shapes (it imports no app
 * types): a host maps its records onto them.
 */

/** One opening interval of a weekday, in the branch's local wall-clock time. */
export interface OpeningInterval {
  /** ISO weekday: 1 is Monday, 7 is Sunday. */
  day: number;
  /** Opening time, `HH:mm`. */
  opens: string;
  /** Closing time, `HH:mm`. */
  closes: string;
}

/** A day the branch stays closed whatever its weekday hours say (a holiday). */
export interface BranchClosureDay {
  /** The day, `YYYY-MM-DD`, in the branch's time zone. */
  date: string;
  /** Why it is closed, shown beside the date. */
  reason: string;
}

/** A branch as the library's components show it. */
export interface BranchSummary {
  /** The branch's address in the URL, e.g. `downtown` for `/locations/downtown`. */
  slug: string;
  name: string;
  /** Street and number. */
  address: string;
  city: string;
  zipCode: string;
  country: string;
  latitude: number;
  longitude: number;
  phoneNumber: string;
  /** The week's opening intervals; a weekday without any is closed. */
  openingHours: OpeningInterval[];
  /** Closed days, in any order. */
  closures: BranchClosureDay[];
}

/** A branch's page in the app. */
export const branchHref = (slug: string): string => `/locations/${slug}`;

/** The address on one line: street, zip code and city, country. */
export const branchAddressLine = (branch: BranchSummary): string =>
  `${branch.address}, ${branch.zipCode} ${branch.city}, ${branch.country}`;

/** A route to the coordinates in OpenStreetMap's directions, which needs no key. */
export const directionsHref = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/directions?route=%3B${latitude}%2C${longitude}`;

/** The branch search's values, as a URL query carries them. */
export interface BranchSearchValues {
  /** The branch's slug; '' for every branch. */
  branch: string;
  /** Pick-up, `YYYY-MM-DDTHH:mm` in the branch's wall-clock time; '' for any. */
  from: string;
  /** Drop-off, `YYYY-MM-DDTHH:mm`; '' for any. */
  to: string;
}

/** No branch and no times: every vehicle. */
export const EMPTY_BRANCH_SEARCH: BranchSearchValues = { branch: '', from: '', to: '' };

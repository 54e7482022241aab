export { BookedPeriods } from './BookedPeriods';
export type { BookedPeriod, BookedPeriodsProps } from './BookedPeriods';

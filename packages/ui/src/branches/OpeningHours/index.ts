export { OpeningHours, TodaysHours } from './OpeningHours';
export type { OpeningHoursProps, TodaysHoursProps } from './OpeningHours';

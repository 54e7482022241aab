export { FleetCalendar } from './FleetCalendar';
export type {
  FleetCalendarBlock,
  FleetCalendarItem,
  FleetCalendarMove,
  FleetCalendarProps,
  FleetCalendarReservation,
  FleetCalendarRow,
} from './FleetCalendar';
export { fleetCalendarPeriod, shiftFleetCalendarDate } from './period';
export type { FleetCalendarPeriod, FleetCalendarView } from './period';

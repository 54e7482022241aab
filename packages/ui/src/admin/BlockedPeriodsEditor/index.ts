export { BlockedPeriodsEditor } from './BlockedPeriodsEditor';
export type {
  BlockConflict,
  BlockedPeriodItem,
  BlockedPeriodsEditorProps,
  BlockingReservationItem,
} from './BlockedPeriodsEditor';

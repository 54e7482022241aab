export { DriverDetailsSummary } from './DriverDetailsSummary';
export type {
  DriverDetailsSummaryDriver,
  DriverDetailsSummaryProps,
} from './DriverDetailsSummary';

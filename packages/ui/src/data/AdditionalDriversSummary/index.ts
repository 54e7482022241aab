export { AdditionalDriversSummary } from './AdditionalDriversSummary';
export type {
  AdditionalDriversSummaryDriver,
  AdditionalDriversSummaryProps,
} from './AdditionalDriversSummary';

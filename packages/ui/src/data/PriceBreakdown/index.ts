export { PriceBreakdown } from './PriceBreakdown';
export type {
  PriceBreakdownLine,
  PriceBreakdownProps,
  PriceBreakdownState,
} from './PriceBreakdown';

export { RentalRulesSummary } from './RentalRulesSummary';
export type { RentalRulesSummaryProps } from './RentalRulesSummary';

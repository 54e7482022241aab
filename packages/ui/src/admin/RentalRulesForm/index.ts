export { RentalRulesForm } from './RentalRulesForm';
export type { RentalRulesFormProps } from './RentalRulesForm';

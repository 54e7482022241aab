export { WhyChooseUs } from './WhyChooseUs';
export type { WhyChooseUsProps } from './WhyChooseUs';

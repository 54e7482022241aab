export { Accordion } from './Accordion';
export type { AccordionProps, AccordionSection } from './Accordion';

export { ContactInfo } from './ContactInfo';
export type { ContactInfoProps } from './ContactInfo';

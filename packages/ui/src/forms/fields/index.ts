export * from './Fields';
export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { ProfileFields } from './ProfileFields';
export type { ProfileFieldsProps } from './ProfileFields';
export { Actions, FormGrid } from './styles';
export { FieldLimits } from './FieldLimits';
export type { FieldLimitsProps, FieldMaxLengths } from './FieldLimits';

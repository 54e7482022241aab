export * from './Fields';
export { ProfileFields } from './ProfileFields';
export type { ProfileFieldsProps } from './ProfileFields';
export { Actions, FormGrid } from './styles';

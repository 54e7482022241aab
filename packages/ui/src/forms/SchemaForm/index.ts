export { SchemaForm } from './SchemaForm';
export type { SchemaFormProps, SchemaFormRenderState, SubmitHandler } from './SchemaForm';

export { SchemaForm } from './SchemaForm';
export type {
  FormProps,
  SchemaFormProps,
  SchemaFormRenderState,
  SubmitHandler,
} from './SchemaForm';

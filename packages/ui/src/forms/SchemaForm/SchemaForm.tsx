import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { AnyObjectSchema } from 'yup';
import { validateWithSchema } from '../validation/validateWithSchema';

/**
 * What every form's `onSubmit` returns: resolve `true` to clear the form back to its initial
 * values (after a successful registration, booking or password change); anything else keeps it.
 */
export type SubmitHandler<Values> = (values: Values) => Promise<boolean | void>;

export interface SchemaFormRenderState<Values> {
  /** Changed, valid, and neither submitting nor busy. */
  canSubmit: boolean;
  /** Submitting through this form or `busy` from the parent. */
  working: boolean;
  /** The current values, for fields that depend on others. */
  values: Partial<Values>;
  /** react-final-form's form API (reset, change a value, ...). */
  form: FormApi<Values>;
}

export interface SchemaFormProps<Values> {
  /** The yup object schema: its messages are the fields' messages, its cast values are submitted. */
  schema: AnyObjectSchema;
  /** Validation context (e.g. the booking form's `today`). */
  context?: object;
  /** The values the form starts from (and returns to after a submit that resolves `true`). */
  initialValues?: Partial<Values>;
  /** Receives the schema's cast values; resolve `true` to clear the form. */
  onSubmit: SubmitHandler<Values>;
  /** The parent is saving: the submit button shows it and cannot be pressed. */
  busy?: boolean;
  /** The form's accessible name. */
  label: string;
  /** For styling the `<form>` element with `styled(SchemaForm)`. */
  className?: string;
  /** Renders the fields and buttons from the form's state. */
  children: (state: SchemaFormRenderState<Values>) => ReactNode;
}

/** The props a page passes to one of the library's forms. */
export type FormProps<Values> = Pick<
  SchemaFormProps<Values>,
  'onSubmit' | 'busy' | 'initialValues'
>;

/** A react-final-form form validated by a yup schema; it submits the schema's cast values. */
export function SchemaForm<Values extends object>({
  schema,
  context,
  initialValues,
  onSubmit,
  busy = false,
  label,
  className,
  children,
}: SchemaFormProps<Values>) {
  const validate = useMemo(() => validateWithSchema(schema, context), [schema, context]);
  const submit = async (values: Values, form: FormApi<Values>) => {
    const cast = schema.validateSync(values, { context }) as Values;
    if ((await onSubmit(cast)) === true) form.restart();
  };
  return (
    <Form<Values>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, pristine, hasValidationErrors, submitting, values, form }) => (
        <form aria-label={label} noValidate onSubmit={handleSubmit} className={className}>
          {children({
            canSubmit: !pristine && !hasValidationErrors && !submitting && !busy,
            working: submitting || busy,
            values,
            form,
          })}
        </form>
      )}
    />
  );
}

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
  values: Partial<Values>;
  form: FormApi<Values>;
}

export interface SchemaFormProps<Values> {
  schema: AnyObjectSchema;
  /** Validation context (e.g. the booking form's `today`). */
  context?: object;
  initialValues?: Partial<Values>;
  onSubmit: SubmitHandler<Values>;
  busy?: boolean;
  /** The form's accessible name. */
  label: string;
  className?: string;
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

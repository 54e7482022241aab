import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import type { AnyObjectSchema } from 'yup';
import { validateToMessages } from '../validation/validateWithSchema';

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

const leftBeforeHydration = (control: HTMLElement) =>
  (control as HTMLElement & { leftBeforeHydration?: boolean }).leftBeforeHydration === true;

/** Controls whose text the form's state holds as typed (number and date fields parse theirs). */
const TEXT_CONTROL_TYPES = new Set([
  'text',
  'email',
  'search',
  'tel',
  'url',
  'password',
  'textarea',
]);

/**
 * A page rendered on the server shows its form before the app is live, and a visitor may type into
 * it meanwhile: the controls then hold text (or a tick) that the form's state does not, which its
 * next render would wipe. Once live, the form takes over what the controls hold. A field the
 * visitor left meanwhile counts as visited, so its message shows as it would have had the app been
 * live: the host marks such a control with a `leftBeforeHydration` property (the app's
 * `fields-left-before-hydration.js`, loaded ahead of its scripts).
 *
 * Only what the visitor changed is taken: a control whose value (or tick) differs from the one its
 * markup says (`defaultValue`, `defaultChecked`, which React keeps equal to what it rendered). A
 * form rendered in the browser may run this after a first click already changed its values (React
 * runs it before that click's render), and its controls then still show the old ones.
 */
function AdoptsInputTypedBeforeHydration<Values>({
  form,
  formRef,
}: {
  form: FormApi<Values>;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  useEffect(() => {
    const controls = formRef.current?.elements;
    if (!controls) return;
    // The controls' values are what the form would hold had the app been live: text or a tick.
    const adopt = (name: string, value: string | boolean) =>
      form.change(name as keyof Values, value as Values[keyof Values]);
    form.batch(() => {
      for (const name of form.getRegisteredFields()) {
        const control = controls.namedItem(name);
        const held = form.getFieldState(name as keyof Values)?.value;
        if (control instanceof HTMLElement && leftBeforeHydration(control)) {
          // What final-form records when a live field gains and loses focus: visited, touched.
          form.focus(name as keyof Values);
          form.blur(name as keyof Values);
        }
        if (control instanceof HTMLInputElement && control.type === 'checkbox') {
          if (control.checked !== control.defaultChecked && control.checked !== Boolean(held)) {
            adopt(name, control.checked);
          }
        } else if (
          (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
          TEXT_CONTROL_TYPES.has(control.type) &&
          control.value !== '' &&
          control.value !== control.defaultValue &&
          control.value !== (held ?? '')
        ) {
          adopt(name, control.value);
        }
      }
    });
  }, [form, formRef]);
  return null;
}

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
  const validate = useMemo(() => validateToMessages(schema, context), [schema, context]);
  const formRef = useRef<HTMLFormElement>(null);
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
        <form
          ref={formRef}
          aria-label={label}
          noValidate
          onSubmit={handleSubmit}
          className={className}
        >
          {children({
            canSubmit: !pristine && !hasValidationErrors && !submitting && !busy,
            working: submitting || busy,
            values,
            form,
          })}
          {/* Last: its effect runs after the fields' own, which register them with the form. */}
          <AdoptsInputTypedBeforeHydration form={form} formRef={formRef} />
        </form>
      )}
    />
  );
}

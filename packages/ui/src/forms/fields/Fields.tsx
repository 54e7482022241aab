import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useField, type FieldRenderProps } from 'react-final-form';
import {
  Checkbox,
  CheckRow,
  ErrorText,
  Fieldset,
  FieldRoot,
  Input,
  Label,
  Legend,
  MessageLine,
  MessageRoom,
  Select,
  TextArea,
} from './styles';
import { useFieldMaxLength } from './FieldLimits';

/** A message of the library's schemas (`validateToMessages`) rather than a host's text. */
const isDescriptor = (error: unknown): error is MessageDescriptor =>
  typeof error === 'object' && error !== null && 'id' in error;

/**
 * A field's message is shown once the user has left it (or tried to submit), in the language
 * active as it renders.
 */
const visibleError = (
  { touched, submitFailed, error }: FieldRenderProps<unknown>['meta'],
  i18n: I18n,
) => {
  if (!touched && !submitFailed) return undefined;
  if (typeof error === 'string') return error;
  return isDescriptor(error) ? i18n._(error) : undefined;
};

export interface FieldA11y {
  id: string;
  errorId: string;
  error: string | undefined;
  describedBy: string | undefined;
}

export const useFieldA11y = (meta: FieldRenderProps<unknown>['meta']): FieldA11y => {
  const { i18n } = useLingui();
  const id = useId();
  const errorId = `${id}-error`;
  const error = visibleError(meta, i18n);
  return { id, errorId, error, describedBy: error ? errorId : undefined };
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <MessageLine>
      <MessageRoom>
        {error ? (
          <ErrorText id={id} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </MessageRoom>
    </MessageLine>
  );
}

/** Label, control and message of one field; the control is rendered by `children`. */
export function FieldFrame({
  a11y,
  label,
  children,
}: {
  a11y: FieldA11y;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <FieldRoot>
      <Label htmlFor={a11y.id}>{label}</Label>
      {children}
      <FieldError id={a11y.errorId} error={a11y.error} />
    </FieldRoot>
  );
}

/** The control's id and the invalid/description attributes bound to its message. */
export const controlA11y = ({ id, error, describedBy }: FieldA11y) => ({
  id,
  $invalid: Boolean(error),
  'aria-invalid': Boolean(error),
  'aria-describedby': describedBy,
});

/** What every field takes. */
export interface FieldProps {
  /** The value's key in the form's values (and in its yup schema). */
  name: string;
  /** The visible label, which is also the control's accessible name. */
  label: ReactNode;
  /** Greys the control out and leaves it out of the tab order. */
  disabled?: boolean;
}

export interface TextFieldProps extends FieldProps {
  /** The input type; `number` stores a number (or undefined when empty). */
  type?: 'text' | 'email' | 'password' | 'date' | 'time' | 'number' | 'search';
  /** The browser's autofill hint, e.g. `email` or `current-password`. */
  autoComplete?: string;
  /** Shown and focusable but not editable (the account e-mail on the profile). */
  readOnly?: boolean;
  /** Example text shown while the field is empty. */
  placeholder?: string;
  /** The smallest value of a number, date or time input. */
  min?: string | number;
  /** The step of a number or time input. */
  step?: string | number;
  /** The most characters the user can type (default: the one `FieldLimits` gives `name`). */
  maxLength?: number;
}

const parseNumber = (value: string) => (value === '' ? undefined : Number(value));

/** A labelled input bound to the form value `name`; its message shows once the user leaves it. */
export function TextField({
  name,
  label,
  type = 'text',
  maxLength,
  ...inputProps
}: TextFieldProps) {
  const textMaxLength = useFieldMaxLength(name, maxLength);
  const { input, meta } = useField<string | number | undefined>(name, {
    type,
    parse: type === 'number' ? (value) => parseNumber(String(value ?? '')) : undefined,
  });
  const a11y = useFieldA11y(meta);
  return (
    <FieldFrame a11y={a11y} label={label}>
      <Input
        {...input}
        value={input.value ?? ''}
        {...inputProps}
        maxLength={textMaxLength}
        type={type}
        {...controlA11y(a11y)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldProps {
  /** The most characters the user can type (default: the one `FieldLimits` gives `name`). */
  maxLength?: number;
  /** Visible text lines. */
  rows?: number;
}

/** A labelled multi-line text field. */
export function TextAreaField({ name, label, maxLength, ...textAreaProps }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name);
  const a11y = useFieldA11y(meta);
  const textMaxLength = useFieldMaxLength(name, maxLength);
  return (
    <FieldFrame a11y={a11y} label={label}>
      <TextArea {...input} {...textAreaProps} maxLength={textMaxLength} {...controlA11y(a11y)} />
    </FieldFrame>
  );
}

export interface SelectOption {
  /** The value stored in the form. */
  value: string;
  /** The text the user sees. */
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of the empty first option. */
  placeholder: string;
  /** Turns the form value into an option value (default: `String(value)`). */
  format?: (value: unknown) => string;
  /** Turns the chosen option value into the form value (default: the string itself). */
  parse?: (value: string) => unknown;
}

/** A labelled drop-down list with an empty first option. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  format,
  parse,
  disabled,
}: SelectFieldProps) {
  const { input, meta } = useField<unknown, HTMLSelectElement, string>(name, {
    format: format ?? ((value) => (value === undefined ? '' : String(value))),
    parse: (value: string) => (value === '' ? undefined : parse ? parse(value) : value),
  });
  const a11y = useFieldA11y(meta);
  return (
    <FieldFrame a11y={a11y} label={label}>
      <Select {...input} value={String(input.value)} disabled={disabled} {...controlA11y(a11y)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}

export type CheckboxFieldProps = FieldProps;

/** One labelled checkbox holding a boolean. */
export function CheckboxField({ name, label, disabled }: CheckboxFieldProps) {
  const {
    input: { value: _value, ...input },
    meta,
  } = useField<boolean>(name, { type: 'checkbox' });
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  return (
    <FieldRoot>
      <CheckRow htmlFor={id}>
        <Checkbox
          {...input}
          disabled={disabled}
          id={id}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
        {label}
      </CheckRow>
      <FieldError id={errorId} error={error} />
    </FieldRoot>
  );
}

export interface CheckboxGroupFieldProps extends FieldProps {
  /** One checkbox per option; the form value is the array of checked values. */
  options: readonly SelectOption[];
}

/** Checkboxes that together hold an array of the checked options' values. */
export function CheckboxGroupField({ name, label, options, disabled }: CheckboxGroupFieldProps) {
  const { input, meta } = useField<string[]>(name);
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  const checked = input.value || [];
  const toggle = (value: string) => {
    input.onChange(
      checked.includes(value) ? checked.filter((item) => item !== value) : [...checked, value],
    );
    input.onBlur();
  };
  return (
    <Fieldset aria-describedby={describedBy} aria-invalid={Boolean(error)}>
      <Legend>{label}</Legend>
      {options.map((option) => (
        <CheckRow key={option.value} htmlFor={`${id}-${option.value}`}>
          <Checkbox
            type="checkbox"
            id={`${id}-${option.value}`}
            name={name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={() => toggle(option.value)}
            disabled={disabled}
          />
          {option.label}
        </CheckRow>
      ))}
      <FieldError id={errorId} error={error} />
    </Fieldset>
  );
}

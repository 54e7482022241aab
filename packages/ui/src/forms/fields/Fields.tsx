import { useId, type ReactNode } from 'react';
import { useField, type FieldRenderProps } from 'react-final-form';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK } from '../schemas/fields';
import {
  Checkbox,
  CheckRow,
  ErrorText,
  Fieldset,
  FieldRoot,
  Input,
  Label,
  Legend,
  Select,
  TextArea,
} from './styles';

/** A field's message is shown once the user has left it (or tried to submit). */
const visibleError = ({ touched, submitFailed, error }: FieldRenderProps<unknown>['meta']) =>
  (touched || submitFailed) && typeof error === 'string' ? error : undefined;

export interface FieldA11y {
  id: string;
  errorId: string;
  error: string | undefined;
  describedBy: string | undefined;
}

export const useFieldA11y = (meta: FieldRenderProps<unknown>['meta']): FieldA11y => {
  const id = useId();
  const errorId = `${id}-error`;
  const error = visibleError(meta);
  return { id, errorId, error, describedBy: error ? errorId : undefined };
};

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <ErrorText id={id} role="alert">
      {error}
    </ErrorText>
  ) : null;
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

interface BaseFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'password' | 'date' | 'time' | 'number' | 'search';
  autoComplete?: string;
  readOnly?: boolean;
  placeholder?: string;
  min?: string | number;
  step?: string | number;
}

const parseNumber = (value: string) => (value === '' ? undefined : Number(value));

export function TextField({ name, label, type = 'text', ...inputProps }: TextFieldProps) {
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
        type={type}
        {...controlA11y(a11y)}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({ name, label, ...textAreaProps }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name);
  const a11y = useFieldA11y(meta);
  return (
    <FieldFrame a11y={a11y} label={label}>
      <TextArea {...input} {...textAreaProps} {...controlA11y(a11y)} />
    </FieldFrame>
  );
}

export function PhoneField({ name, label, disabled }: BaseFieldProps) {
  const { input, meta } = useField<string>(name);
  const a11y = useFieldA11y(meta);
  return (
    <FieldFrame a11y={a11y} label={label}>
      <Input
        as={IMaskInput}
        mask={PHONE_MASK}
        value={input.value ?? ''}
        onAccept={(value: string) => input.onChange(value)}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        name={input.name}
        type="tel"
        autoComplete="tel-national"
        placeholder="(999) 999-9999"
        disabled={disabled}
        {...controlA11y(a11y)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** Text of the empty first option. */
  placeholder: string;
  format?: (value: unknown) => string;
  parse?: (value: string) => unknown;
}

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

export function CheckboxField({ name, label, disabled }: BaseFieldProps) {
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

export interface CheckboxGroupFieldProps extends BaseFieldProps {
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

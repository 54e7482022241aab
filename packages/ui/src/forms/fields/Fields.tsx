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

interface FieldA11y {
  id: string;
  errorId: string;
  error: string | undefined;
  describedBy: string | undefined;
}

const useFieldA11y = (meta: FieldRenderProps<unknown>['meta']): FieldA11y => {
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
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        value={input.value ?? ''}
        {...inputProps}
        type={type}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </FieldRoot>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  maxLength?: number;
  rows?: number;
}

export function TextAreaField({ name, label, ...textAreaProps }: TextAreaFieldProps) {
  const { input, meta } = useField<string>(name);
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        {...input}
        {...textAreaProps}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </FieldRoot>
  );
}

export function PhoneField({ name, label, disabled }: BaseFieldProps) {
  const { input, meta } = useField<string>(name);
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
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
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      />
      <FieldError id={errorId} error={error} />
    </FieldRoot>
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
  const { id, errorId, error, describedBy } = useFieldA11y(meta);
  return (
    <FieldRoot>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...input}
        value={String(input.value)}
        disabled={disabled}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError id={errorId} error={error} />
    </FieldRoot>
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

// A module of its own: the mask library is over 40% of the form code, and only the profile forms
// (registration, profile, admin user edit) ask for a phone number, so booking and contact leave it
// out of their chunks.
import { useField } from 'react-final-form';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK } from '../schemas/fields';
import { controlA11y, FieldFrame, useFieldA11y, type FieldProps } from './Fields';
import { useFieldMaxLength } from './FieldLimits';
import { Input } from './styles';

export interface PhoneFieldProps extends FieldProps {
  /** The most characters the user can type (default: the one `FieldLimits` gives `name`). */
  maxLength?: number;
}

/** A US phone number field, masked as `(999) 999-9999` while typing. */
export function PhoneField({ name, label, disabled, maxLength }: PhoneFieldProps) {
  const { input, meta } = useField<string>(name);
  const a11y = useFieldA11y(meta);
  const textMaxLength = useFieldMaxLength(name, maxLength);
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
        maxLength={textMaxLength}
        {...controlA11y(a11y)}
      />
    </FieldFrame>
  );
}

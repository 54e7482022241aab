import { useLingui } from '@lingui/react/macro';
import { FormGrid } from './styles';
import { TextField } from './Fields';
import { PhoneField } from './PhoneField';

export interface ProfileFieldsProps {
  /** The e-mail identifies the account: read-only on the profile and the admin user edit. */
  emailReadOnly?: boolean;
  /** Greys every field out (a built-in account cannot be changed). */
  disabled?: boolean;
}

/** First name, last name, phone, e-mail, address and zip code, shared by every user form. */
export function ProfileFields({ emailReadOnly = false, disabled }: ProfileFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormGrid>
        <TextField
          name="firstName"
          label={t`First Name`}
          autoComplete="given-name"
          disabled={disabled}
        />
        <TextField
          name="lastName"
          label={t`Last Name`}
          autoComplete="family-name"
          disabled={disabled}
        />
      </FormGrid>
      <FormGrid>
        <PhoneField name="phoneNumber" label={t`Phone Number`} disabled={disabled} />
        <TextField
          name="email"
          label={t`Email`}
          type="email"
          autoComplete="email"
          readOnly={emailReadOnly}
          disabled={disabled}
        />
      </FormGrid>
      <FormGrid>
        <TextField
          name="address"
          label={t`Address`}
          autoComplete="street-address"
          disabled={disabled}
        />
        <TextField
          name="zipCode"
          label={t`Zip Code`}
          autoComplete="postal-code"
          disabled={disabled}
        />
      </FormGrid>
    </>
  );
}

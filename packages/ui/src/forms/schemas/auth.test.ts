import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { profileRequiredMessagesByField, profileValues } from '../testing/sampleValues';
import { weakPasswords } from '../testing/weakPasswords';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetSchema,
  registerSchema,
} from './auth';

const validRegistration = {
  ...profileValues,
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
};

describe('loginSchema', () => {
  const validate = validateWithSchema(loginSchema);

  it('accepts an e-mail and a password', () => {
    expect(validate({ email: 'jane@example.com', password: 'x' })).toEqual({});
  });

  it('asks for the e-mail when it is missing or invalid', () => {
    expect(validate({ password: 'x' })).toEqual({ email: 'Please enter your email' });
    expect(validate({ email: 'jane@', password: 'x' })).toEqual({
      email: 'Please enter your email',
    });
  });

  it('asks for the password', () => {
    expect(validate({ email: 'jane@example.com' })).toEqual({
      password: 'Please enter your password',
    });
  });
});

describe('registerSchema', () => {
  const validate = validateWithSchema(registerSchema);
  const errorsWith = (changes: object) => validate({ ...validRegistration, ...changes });

  it('accepts a complete registration', () => {
    expect(validate(validRegistration)).toEqual({});
  });

  it.each(profileRequiredMessagesByField)('requires %s with "%s"', (field, message) => {
    expect(errorsWith({ [field]: undefined })).toEqual({ [field]: message });
  });

  it('rejects a phone number with mask placeholders left', () => {
    expect(errorsWith({ phoneNumber: '(555) 123-45__' })).toEqual({
      phoneNumber: 'Please enter your phone number',
    });
  });

  it('asks for a password', () => {
    expect(errorsWith({ password: undefined, confirmPassword: undefined })).toEqual({
      password: 'Please enter your password',
      confirmPassword: "Password fields don't match",
    });
  });

  it.each(weakPasswords)('rejects the password %s with "%s"', (password, message) => {
    expect(errorsWith({ password, confirmPassword: password })).toEqual({ password: message });
  });

  it('accepts each allowed special character', () => {
    for (const special of '@$!%*#?&') {
      const password = `Secret1${special}`;
      expect(errorsWith({ password, confirmPassword: password })).toEqual({});
    }
  });

  it('requires the confirmation to match the password', () => {
    expect(errorsWith({ confirmPassword: 'Secret1?' })).toEqual({
      confirmPassword: "Password fields don't match",
    });
  });
});

describe('passwordChangeSchema', () => {
  const validate = validateWithSchema(passwordChangeSchema);
  const valid = { oldPassword: 'old', newPassword: 'Secret1!', confirmNewPassword: 'Secret1!' };

  it('accepts a valid change', () => {
    expect(validate(valid)).toEqual({});
  });

  it('asks for every field when empty', () => {
    expect(validate({})).toEqual({
      oldPassword: 'Please enter your current password',
      newPassword: 'Please enter your new password',
      confirmNewPassword: 'Please re-enter your new password',
    });
  });

  it.each(weakPasswords)('rejects the new password %s with "%s"', (newPassword, message) => {
    expect(validate({ ...valid, newPassword, confirmNewPassword: newPassword })).toEqual({
      newPassword: message,
    });
  });

  it('requires the confirmation to match the new password', () => {
    expect(validate({ ...valid, confirmNewPassword: 'Secret2!' })).toEqual({
      confirmNewPassword: "Password fields doesn't match",
    });
  });
});

describe('forgotPasswordSchema', () => {
  const validate = validateWithSchema(forgotPasswordSchema);

  it('asks for a valid e-mail', () => {
    expect(validate({ email: 'jane@example.com' })).toEqual({});
    expect(validate({})).toEqual({ email: 'Please enter your email' });
    expect(validate({ email: 'jane@' })).toEqual({ email: 'Please enter your email' });
  });
});

describe('passwordResetSchema', () => {
  const validate = validateWithSchema(passwordResetSchema);
  const valid = { newPassword: 'Secret1!', confirmNewPassword: 'Secret1!' };

  it('accepts a valid new password without the old one', () => {
    expect(validate(valid)).toEqual({});
  });

  it('asks for both fields with the password change messages', () => {
    expect(validate({})).toEqual({
      newPassword: 'Please enter your new password',
      confirmNewPassword: 'Please re-enter your new password',
    });
  });

  it.each(weakPasswords)('rejects the new password %s with "%s"', (newPassword, message) => {
    expect(validate({ newPassword, confirmNewPassword: newPassword })).toEqual({
      newPassword: message,
    });
  });

  it('requires the confirmation to match', () => {
    expect(validate({ ...valid, confirmNewPassword: 'Secret2!' })).toEqual({
      confirmNewPassword: "Password fields doesn't match",
    });
  });
});

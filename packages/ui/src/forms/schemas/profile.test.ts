import { describe, expect, it } from 'vitest';
import { profileRequiredMessagesByField, profileValues } from '../testing/sampleValues';
import { validateWithSchema } from '../validation/validateWithSchema';
import { profileSchema, userEditSchema } from './profile';

describe('profileSchema', () => {
  const validate = validateWithSchema(profileSchema);

  it('accepts a complete profile', () => {
    expect(validate(profileValues)).toEqual({});
  });

  it.each(profileRequiredMessagesByField)('requires %s with "%s"', (field, message) => {
    expect(validate({ ...profileValues, [field]: undefined })).toEqual({ [field]: message });
  });

  it('treats blank text as missing', () => {
    expect(validate({ ...profileValues, address: '   ' })).toEqual({
      address: 'Please enter your address',
    });
  });

  it('rejects an invalid e-mail and an incomplete phone number', () => {
    expect(validate({ ...profileValues, email: 'jane', phoneNumber: '(555) 123-456_' })).toEqual({
      email: 'Please enter your email',
      phoneNumber: 'Please enter your phone number',
    });
  });
});

describe('userEditSchema', () => {
  const validate = validateWithSchema(userEditSchema);
  const validUser = { ...profileValues, roles: ['Customer'] };

  it('accepts a user without a new password', () => {
    expect(validate(validUser)).toEqual({});
    expect(validate({ ...validUser, password: '' })).toEqual({});
  });

  it.each(profileRequiredMessagesByField)('requires %s with "%s"', (field, message) => {
    expect(validate({ ...validUser, [field]: undefined })).toEqual({ [field]: message });
  });

  it('requires at least one role', () => {
    expect(validate({ ...validUser, roles: [] })).toEqual({ roles: 'Please select a role' });
    expect(validate({ ...validUser, roles: undefined })).toEqual({ roles: 'Please select a role' });
  });

  it('accepts both roles', () => {
    expect(validate({ ...validUser, roles: ['Customer', 'Administrator'] })).toEqual({});
  });

  it('applies the password rules to a new password', () => {
    expect(validate({ ...validUser, password: 'secret' })).toEqual({
      password: 'Must be at least 8 characters',
    });
    expect(validate({ ...validUser, password: 'Secret1!' })).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../validation/validateWithSchema';
import { profileSchema, userEditSchema } from './profile';

const validProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  phoneNumber: '(555) 123-4567',
  address: '1 Main Street',
  zipCode: '10001',
  email: 'jane@example.com',
};

const profileMessages = [
  ['firstName', 'Please enter your first name'],
  ['lastName', 'Please enter your last name'],
  ['phoneNumber', 'Please enter your phone number'],
  ['address', 'Please enter your address'],
  ['zipCode', 'Please enter your zip code'],
  ['email', 'Please enter your email'],
];

describe('profileSchema', () => {
  const validate = validateWithSchema(profileSchema);

  it('accepts a complete profile', () => {
    expect(validate(validProfile)).toEqual({});
  });

  it.each(profileMessages)('requires %s with "%s"', (field, message) => {
    expect(validate({ ...validProfile, [field]: undefined })).toEqual({ [field]: message });
  });

  it('treats blank text as missing', () => {
    expect(validate({ ...validProfile, address: '   ' })).toEqual({
      address: 'Please enter your address',
    });
  });

  it('rejects an invalid e-mail and an incomplete phone number', () => {
    expect(validate({ ...validProfile, email: 'jane', phoneNumber: '(555) 123-456_' })).toEqual({
      email: 'Please enter your email',
      phoneNumber: 'Please enter your phone number',
    });
  });
});

describe('userEditSchema', () => {
  const validate = validateWithSchema(userEditSchema);
  const validUser = { ...validProfile, roles: ['Customer'] };

  it('accepts a user without a new password', () => {
    expect(validate(validUser)).toEqual({});
    expect(validate({ ...validUser, password: '' })).toEqual({});
  });

  it.each(profileMessages)('requires %s with "%s"', (field, message) => {
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

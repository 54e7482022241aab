import { describe, expect, it } from 'vitest';
import {
  holdsSameRoles,
  normaliseEmail,
  passwordConfirmationProblem,
  registrationConfirmationProblem,
} from './accounts';

describe('account rules', () => {
  it('treats e-mails alike whatever their letter case and surrounding blanks', () => {
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('compares roles as sets', () => {
    expect(holdsSameRoles(['Customer', 'Administrator'], ['Administrator', 'Customer'])).toBe(true);
    expect(holdsSameRoles(['Customer'], ['Customer', 'Customer'])).toBe(true);
    expect(holdsSameRoles(['Customer'], ['Administrator'])).toBe(false);
  });

  it("refuses a new password its confirmation doesn't repeat, in the contract's wording", () => {
    expect(
      passwordConfirmationProblem({ newPassword: 'A#12345b', confirmNewPassword: 'A#12345b' }),
    ).toBeUndefined();
    expect(
      passwordConfirmationProblem({ newPassword: 'A#12345b', confirmNewPassword: 'a#12345b' }),
    ).toBe('confirmNewPassword: must match newPassword');
  });

  it("refuses a registration whose confirmation doesn't repeat the password", () => {
    expect(
      registrationConfirmationProblem({ password: 'A#12345b', confirmPassword: 'A#12345b' }),
    ).toBeUndefined();
    expect(registrationConfirmationProblem({ password: 'A#12345b', confirmPassword: '' })).toBe(
      'confirmPassword: must match password',
    );
  });
});

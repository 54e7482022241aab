import { API_MESSAGES, type PasswordChange, type Registration } from '@rentacar/contract';

/**
 * The stored and compared form of an e-mail address: accounts are unique regardless of letter
 * case and surrounding blanks, so `Jane@Example.com ` and `jane@example.com` are one account.
 */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * A person's name as the product shows it to others and greets them by: the administrator's
 * reservation list, spreadsheets and e-mails.
 */
export const personName = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName} ${lastName}`;

/**
 * What a deleted account's profile becomes: its id stays for the past reservations the business
 * must keep, nothing in it points to the person any more, and the address (`.invalid` is never
 * delivered) is unique per account, as e-mails must be.
 */
export const erasedProfile = (userId: number) => ({
  firstName: 'Deleted',
  lastName: 'customer',
  email: `deleted-${userId}@deleted.invalid`,
  phoneNumber: '',
  address: '',
  zipCode: '',
});

/**
 * Whether an update keeps a user's roles, which decides whether it ends the user's sessions: the
 * roles are a set, so order and repeats do not count.
 */
export function holdsSameRoles(current: readonly string[], wanted: readonly string[]): boolean {
  const currentSet = new Set(current);
  const wantedSet = new Set(wanted);
  return currentSet.size === wantedSet.size && [...wantedSet].every((role) => currentSet.has(role));
}

/**
 * The 400 message of a password change whose new password and its confirmation differ, or
 * undefined when they agree. The contract cannot state that two fields must be equal.
 */
export function passwordConfirmationProblem({
  newPassword,
  confirmNewPassword,
}: Pick<PasswordChange, 'newPassword' | 'confirmNewPassword'>): string | undefined {
  return newPassword === confirmNewPassword ? undefined : API_MESSAGES.passwordConfirmationMismatch;
}

/** The 400 message of a registration whose password and its confirmation differ, or undefined. */
export function registrationConfirmationProblem({
  password,
  confirmPassword,
}: Pick<Registration, 'password' | 'confirmPassword'>): string | undefined {
  return password === confirmPassword ? undefined : API_MESSAGES.registrationConfirmationMismatch;
}

import { emailTakenMessage, type ProfileUpdate } from '@rentacar/api';
import { findUserByEmail, type UserRecord } from './db';
import { fail } from './errors';
import { email, phoneNumber, requiredText, type Schema } from './validation';

/** Rules shared by registration, profile update and the admin's user update. */
export const profileRules: Schema<ProfileUpdate> = {
  firstName: requiredText,
  lastName: requiredText,
  phoneNumber,
  address: requiredText,
  zipCode: requiredText,
  email,
};

/** 409 when `email` belongs to a user other than `owner`. */
export function ensureEmailFree(request: Request, emailAddress: string, owner?: UserRecord): void {
  const holder = findUserByEmail(emailAddress);
  if (holder && holder.id !== owner?.id) fail(request, 409, emailTakenMessage(emailAddress));
}

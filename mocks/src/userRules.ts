import { emailTakenMessage } from '@rentacar/contract';
import { findUserByEmail, type UserRecord } from './db';
import { fail } from './errors';

/** 409 when `email` belongs to a user other than `owner`. */
export function ensureEmailFree(request: Request, emailAddress: string, owner?: UserRecord): void {
  const holder = findUserByEmail(emailAddress);
  if (holder && holder.id !== owner?.id) fail(request, 409, emailTakenMessage(emailAddress));
}

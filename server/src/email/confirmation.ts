import { EMAIL_CONFIRMATION_TOKEN_DAYS, emailConfirmationLink, personName } from '@rentacar/rules';
import type { Executor } from '../db/schema.js';
import type { UserRow } from '../users/rows.js';
import { issueLinkToken } from './link-tokens.js';
import type { Outbox } from './outbox.js';

const CONFIRMATION_LIFETIME_MS = EMAIL_CONFIRMATION_TOKEN_DAYS * 24 * 60 * 60_000;

/** Queues in `trx` the e-mail asking `user` to confirm the address (a welcome for a new account). */
export async function queueEmailConfirmation(
  trx: Executor,
  outbox: Outbox,
  origin: string,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'language'>,
  kind: 'welcome' | 'emailConfirmation',
): Promise<void> {
  const token = await issueLinkToken(trx, 'emailConfirmation', user, CONFIRMATION_LIFETIME_MS);
  await outbox.queue(trx, {
    kind,
    to: user.email,
    recipientName: personName(user),
    language: user.language,
    confirmLink: emailConfirmationLink(origin, token),
  });
}

import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/schema.js';
import { toDbBoolean } from '../db/schema.js';

export type LinkTokenPurpose = 'passwordReset' | 'emailConfirmation';

/** Only this is stored: whoever reads the database cannot use a link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use token for `user`'s address, working for `lifetimeMs`; answers the token. */
export async function issueLinkToken(
  db: Executor,
  purpose: LinkTokenPurpose,
  user: { id: number; email: string },
  lifetimeMs: number,
): Promise<string> {
  // 256 bits: guessing one is hopeless, whatever the request limits.
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('emailTokens')
    .values({
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAtMs: Date.now() + lifetimeMs,
    })
    .execute();
  return token;
}

/** Uses up an unused, unexpired token; the conditional update is the claim, so only one use wins. */
export async function useLinkToken(
  db: Executor,
  purpose: LinkTokenPurpose,
  token: string,
): Promise<{ userId: number; email: string } | undefined> {
  const tokenHash = hashToken(token);
  const { numUpdatedRows } = await db
    .updateTable('emailTokens')
    .set({ used: toDbBoolean(true) })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used', '=', toDbBoolean(false))
    .where('expiresAtMs', '>', Date.now())
    .executeTakeFirst();
  if (numUpdatedRows === 0n) return undefined;
  return db
    .selectFrom('emailTokens')
    .select(['userId', 'email'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses up every open token of `purpose` of a user (a newer link, or a reset done). */
export async function retireLinkTokens(
  db: Executor,
  purpose: LinkTokenPurpose,
  userId: number,
): Promise<void> {
  await db
    .updateTable('emailTokens')
    .set({ used: toDbBoolean(true) })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('used', '=', toDbBoolean(false))
    .execute();
}

import { sql, type Kysely, type Migration } from 'kysely';

/** Trimmed and lower-case, as login and the duplicate check compare e-mails. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Stores every e-mail normalised so login and the duplicate check ignore case. Accounts that would
 * clash are not merged (which one is the real owner is unknowable): the migration fails first,
 * naming them, until an administrator changes or deletes all but one.
 */
export const normalisedEmails: Migration = {
  async up(db: Kysely<{ users: { id: number; email: string } }>) {
    const users = await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    const idsByEmail = new Map<string, string[]>();
    for (const { id, email } of users) {
      const normalised = normaliseEmail(email);
      idsByEmail.set(normalised, [...(idsByEmail.get(normalised) ?? []), String(id)]);
    }
    const clashes = [...idsByEmail.values()].filter((ids) => ids.length > 1);
    if (clashes.length > 0) {
      throw new Error(
        `users whose e-mails differ only in letter case or surrounding spaces: ${clashes
          .map((ids) => `ids ${ids.join(', ')}`)
          .join('; ')}. Change or delete all but one of each group, then start again.`,
      );
    }
    for (const { id, email } of users) {
      if (normaliseEmail(email) === email) continue;
      await db
        .updateTable('users')
        .set({ email: normaliseEmail(email) })
        .where('id', '=', id)
        .execute();
    }
    // Also refuses a writer that forgot to normalise.
    await db.schema
      .createIndex('users_email_lower_unique_idx')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },
};

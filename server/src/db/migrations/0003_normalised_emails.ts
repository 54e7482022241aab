import { sql, type Kysely, type Migration } from 'kysely';

/**
 * An e-mail in the form login and the duplicate check compare: trimmed, lower-case (as the rules
 * package's `normaliseEmail` was when this migration was written).
 */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Stores every e-mail in the form `normaliseEmail` gives (trimmed, lower-case) so that login and
 * the duplicate check match regardless of case. Two existing accounts that normalise to the same
 * address are not merged (each may own reservations, and nobody can tell which person is the real
 * owner): the migration fails before changing anything, naming the user ids, and the server does
 * not start until an administrator has changed or deleted one of them.
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
    // Stored addresses are already normalised and unique; this index also refuses a writer that
    // forgot to normalise (lower-case duplicates).
    await db.schema
      .createIndex('users_email_lower_unique_idx')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },
};

import type { Kysely, Migration } from 'kysely';

/**
 * Tokens carry the user's `token_version`; bumping it (password change or reset, role change)
 * makes every token issued before unusable.
 */
export const tokenVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

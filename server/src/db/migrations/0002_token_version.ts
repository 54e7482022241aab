import type { Kysely, Migration } from 'kysely';

/** Tokens carry `token_version`; raising it makes every token issued before unusable. */
export const tokenVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The language each user reads the site and their e-mails in. Existing accounts read
 * English, the only language there was; the check keeps the column to the contract's `Language`.
 */
export const userLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'varchar(2)', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'es')`),
      )
      .execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/** The language each user reads the site and e-mails in; existing accounts read English. */
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

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Who drives: one row of driver details per user, apart from `users` so that no query of users
 * (lists, spreadsheets, sessions) reads them by accident; gone with its user. Each vehicle's
 * minimum driver age and years of licence held, existing vehicles at 21 and 1.
 */
export const driverDetails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('driver_details')
      .addColumn('user_id', 'bigint', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
      .addColumn('license_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('license_country', 'varchar(2)', (c) => c.notNull())
      .addColumn('license_issued_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('license_expires_on', 'varchar(10)', (c) => c.notNull())
      .addCheckConstraint(
        'driver_details_issued_after_birth',
        sql`license_issued_on > date_of_birth`,
      )
      .addCheckConstraint(
        'driver_details_expires_after_issue',
        sql`license_expires_on > license_issued_on`,
      )
      .addCheckConstraint('driver_details_country_code', sql`length(license_country) = 2`)
      .execute();
    await db.schema
      .alterTable('cars')
      .addColumn('minimum_driver_age', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(21)
          .check(sql`minimum_driver_age between 16 and 99`),
      )
      .execute();
    await db.schema
      .alterTable('cars')
      .addColumn('minimum_license_years', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`minimum_license_years between 0 and 50`),
      )
      .execute();
  },
};

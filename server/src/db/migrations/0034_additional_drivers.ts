import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The drivers a booking names besides its customer, in its order (`position` from 1), with the
 * same checks as the customer's driver details; gone with their reservation.
 */
export const additionalDrivers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('additional_drivers')
      .addColumn('reservation_id', 'bigint', (c) =>
        c.notNull().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 1 and 4`))
      .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('date_of_birth', 'varchar(10)', (c) => c.notNull())
      .addColumn('license_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('license_country', 'varchar(2)', (c) => c.notNull())
      .addColumn('license_issued_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('license_expires_on', 'varchar(10)', (c) => c.notNull())
      .addPrimaryKeyConstraint('additional_drivers_pkey', ['reservation_id', 'position'])
      .addCheckConstraint(
        'additional_drivers_issued_after_birth',
        sql`license_issued_on > date_of_birth`,
      )
      .addCheckConstraint(
        'additional_drivers_expires_after_issue',
        sql`license_expires_on > license_issued_on`,
      )
      .addCheckConstraint('additional_drivers_country_code', sql`length(license_country) = 2`)
      .execute();
  },
};

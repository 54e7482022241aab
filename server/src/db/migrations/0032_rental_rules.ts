import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The business's rental rules, one row at most (no row: the operator's defaults from the settings),
 * and what a customer's cancellation cost, kept on the reservation: never more than its total,
 * and only on a cancelled one.
 */
export const rentalRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rental_rules')
      .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
      .addColumn('minimum_notice_minutes', 'integer', (c) =>
        c.notNull().check(sql`minimum_notice_minutes between 0 and 43200`),
      )
      .addColumn('minimum_rental_hours', 'integer', (c) =>
        c.notNull().check(sql`minimum_rental_hours between 0 and 87600`),
      )
      .addColumn('maximum_rental_hours', 'integer', (c) =>
        c.notNull().check(sql`maximum_rental_hours between 0 and 87600`),
      )
      .addColumn('free_cancellation_hours', 'integer', (c) =>
        c.notNull().check(sql`free_cancellation_hours between 0 and 8760`),
      )
      .addColumn('cancellation_fee_type', 'varchar(5)', (c) =>
        c.notNull().check(sql`cancellation_fee_type in ('FIXED', 'SHARE')`),
      )
      .addColumn('cancellation_fee_amount', 'integer', (c) =>
        c.notNull().check(sql`cancellation_fee_amount between 0 and 10000000`),
      )
      .addColumn('cancellation_fee_percent', 'integer', (c) =>
        c.notNull().check(sql`cancellation_fee_percent between 0 and 100`),
      )
      .addCheckConstraint(
        'rental_rules_minimum_within_maximum',
        sql`maximum_rental_hours = 0 or minimum_rental_hours <= maximum_rental_hours`,
      )
      .execute();
    await db.schema
      .alterTable('reservations')
      .addColumn('cancellation_fee', 'integer', (c) =>
        c.check(
          sql`cancellation_fee is null or (status = 'CANCELLED' and cancellation_fee between 0 and total_price)`,
        ),
      )
      .execute();
  },
};

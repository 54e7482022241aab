import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each vehicle's deposit in integer cents, held at pick-up and never charged online (0 for the
 * vehicles there are); and the price lines a reservation was charged by, in their order
 * (`position` from 1), kept as they were worked out at its booking or last change and gone with
 * it. Amounts are integer cents; a season's may be negative.
 */
export const priceLines: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cars')
      .addColumn('deposit', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`deposit >= 0`),
      )
      .execute();
    await db.schema
      .createTable('reservation_price_lines')
      .addColumn('reservation_id', 'bigint', (c) =>
        c.notNull().references('reservations.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
      .addColumn('kind', 'varchar(20)', (c) =>
        c.notNull().check(sql`kind in ('base', 'season', 'one-way', 'young-driver', 'tax')`),
      )
      .addColumn('label', 'varchar(200)', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.check(sql`quantity >= 0`))
      .addColumn('unit', 'varchar(4)', (c) => c.check(sql`unit in ('week', 'day', 'hour')`))
      .addColumn('unit_price', 'integer', (c) => c.check(sql`unit_price >= 0`))
      .addColumn('percent', 'double precision')
      .addColumn('name', 'varchar(100)')
      .addColumn('included', 'boolean')
      .addPrimaryKeyConstraint('reservation_price_lines_pkey', ['reservation_id', 'position'])
      .execute();
  },
};

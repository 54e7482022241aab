import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/**
 * The money columns of 0001 as integer cents: `double precision` dollars summed and multiplied as
 * floats (45.7 * 3 = 137.10000000000002). Every stored amount is rounded to its nearest cent, which
 * the contract's `multipleOf: 0.01` made every accepted price already. A total can exceed 2^31
 * cents (a year at the highest price), so totals are `bigint`.
 *
 * PostgreSQL changes each column's type in place and rebuilds its indexes. SQLite cannot change a
 * column's type: it adds an integer column, copies the cents, drops the indexes on the old column
 * and the column, names the new one like the old and builds the indexes again. SQLite's new
 * column needs a default to be `not null`; every writer sets it.
 */
const MONEY_COLUMNS = [
  {
    table: 'cars',
    column: 'price_per_hour',
    type: 'integer',
    indexes: { cars_price_per_hour_sort_idx: ['price_per_hour', 'id'] },
  },
  {
    table: 'reservations',
    column: 'total_price',
    type: 'bigint',
    indexes: {
      reservations_total_price_sort_idx: ['total_price', 'id'],
      reservations_user_total_price_sort_idx: ['user_id', 'total_price', 'id'],
      reservations_revenue_idx: ['pick_up_time', 'status', 'car_id', 'total_price'],
    },
  },
] as const;

export const moneyInCents = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const { table, column, type, indexes } of MONEY_COLUMNS) {
      const cents = sql`round(${sql.ref(column)} * 100)`;
      if (dialect === 'postgres') {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)}
          type ${sql.raw(type)} using ${cents}`.execute(db);
        continue;
      }
      const centsColumn = `${column}_cents`;
      await db.schema
        .alterTable(table)
        .addColumn(centsColumn, type, (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update ${sql.table(table)} set ${sql.ref(centsColumn)} = cast(${cents} as integer)`.execute(
        db,
      );
      for (const name of Object.keys(indexes)) await db.schema.dropIndex(name).execute();
      await db.schema.alterTable(table).dropColumn(column).execute();
      await db.schema.alterTable(table).renameColumn(centsColumn, column).execute();
      for (const [name, columns] of Object.entries(indexes)) {
        await db.schema
          .createIndex(name)
          .on(table)
          .columns([...columns])
          .execute();
      }
    }
  },
});

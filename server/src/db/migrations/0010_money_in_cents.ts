import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';

/**
 * The money columns as integer cents, since float dollars do not add up exactly; totals can exceed
 * 2^31 cents, so are `bigint`. SQLite cannot change a column's type: it copies into a new column
 * (needing a default to be `not null`), drops the old with its indexes and rebuilds them.
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

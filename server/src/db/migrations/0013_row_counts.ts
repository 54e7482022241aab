import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { COUNTED_TABLES, createSqliteCountTriggers } from './row-count-sql.js';

/**
 * `row_counts`: each counted table's rows, kept exact by triggers in the writing transaction, so a
 * count reads one row instead of every index entry (PostgreSQL per statement, SQLite per row).
 */
export const rowCounts = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('row_counts')
      .addColumn('table_name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('row_count', 'bigint', (c) => c.notNull())
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create function count_inserted_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count + (select count(*) from inserted_rows)
          where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
      await sql`
        create function count_deleted_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count - (select count(*) from deleted_rows)
          where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
    }
    for (const table of COUNTED_TABLES) {
      await sql`insert into row_counts (table_name, row_count) select ${table}, count(*) from ${sql.table(table)}`.execute(
        db,
      );
      if (dialect === 'postgres') {
        await sql`
          create trigger ${sql.id(`${table}_count_inserted`)} after insert on ${sql.table(table)}
          referencing new table as inserted_rows
          for each statement execute function count_inserted_rows()`.execute(db);
        await sql`
          create trigger ${sql.id(`${table}_count_deleted`)} after delete on ${sql.table(table)}
          referencing old table as deleted_rows
          for each statement execute function count_deleted_rows()`.execute(db);
      } else {
        await createSqliteCountTriggers(db, table);
      }
    }
  },
});

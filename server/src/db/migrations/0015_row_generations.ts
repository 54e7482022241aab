import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { COUNTED_TABLES } from './row-count-sql.js';

/**
 * `row_counts.generation`, raised by every write to a counted table, so a reader seeing the same
 * generation sees the same rows and may trust the page boundaries it kept for it.
 */
export const rowGenerations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('row_counts')
      .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    if (dialect === 'postgres') {
      await sql`
        create or replace function count_inserted_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count + (select count(*) from inserted_rows),
            generation = generation + 1
          where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
      await sql`
        create or replace function count_deleted_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set row_count = row_count - (select count(*) from deleted_rows),
            generation = generation + 1
          where table_name = tg_table_name;
          return null;
        end $$`.execute(db);
      await sql`
        create function note_updated_rows() returns trigger language plpgsql as $$
        begin
          update row_counts set generation = generation + 1
          where table_name = tg_table_name and exists (select from updated_rows);
          return null;
        end $$`.execute(db);
    }
    for (const table of COUNTED_TABLES) {
      if (dialect === 'postgres') {
        await sql`
          create trigger ${sql.id(`${table}_note_updated`)} after update on ${sql.table(table)}
          referencing new table as updated_rows
          for each statement execute function note_updated_rows()`.execute(db);
        continue;
      }
      // SQLite: 0013's per-row triggers now also raise the generation.
      const keep = (name: string, event: string, change: string) => sql`
        create trigger ${sql.id(`${table}_${name}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update row_counts set ${sql.raw(change)} generation = generation + 1
          where table_name = ${sql.lit(table)};
        end`;
      await sql`drop trigger ${sql.id(`${table}_count_inserted`)}`.execute(db);
      await sql`drop trigger ${sql.id(`${table}_count_deleted`)}`.execute(db);
      await keep('count_inserted', 'insert', 'row_count = row_count + 1,').execute(db);
      await keep('count_deleted', 'delete', 'row_count = row_count - 1,').execute(db);
      await keep('note_updated', 'update', '').execute(db);
    }
  },
});

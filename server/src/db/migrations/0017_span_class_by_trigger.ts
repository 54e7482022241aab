import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { spanClassOf, spanOfRow } from './span-class-sql.js';

/**
 * PostgreSQL: `span_class` kept by a trigger instead of the generated column, whose long expression
 * was rebuilt before every write; the trigger's function computes the span once. Same values, so
 * no table rewrite. SQLite already uses triggers (0006).
 */
export const spanClassByTrigger = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`
      create function reservation_span_class(pick_up_time text, drop_off_time text)
      returns integer language plpgsql immutable as $$
      declare
        span integer := ${spanOfRow()};
      begin
        return ${spanClassOf(sql.ref('span'))};
      end $$`.execute(db);
    await sql`
      create function set_reservation_span_class() returns trigger language plpgsql as $$
      begin
        new.span_class := reservation_span_class(new.pick_up_time, new.drop_off_time);
        return new;
      end $$`.execute(db);
    await sql`alter table reservations alter column span_class drop expression`.execute(db);
    await sql`
      create trigger reservations_span_class
      before insert or update of pick_up_time, drop_off_time, span_class on reservations
      for each row execute function set_reservation_span_class()`.execute(db);
  },
});

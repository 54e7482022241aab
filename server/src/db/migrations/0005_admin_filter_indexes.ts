import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './column-types.js';
import { SEARCHED_COLUMNS, trigramOperatorClass } from './trigram-sql.js';

/** PostgreSQL: a trigram index on every searched column. */
async function addTrigramIndexes(db: Kysely<unknown>) {
  const operatorClass = await trigramOperatorClass(db);
  if (operatorClass === undefined) return;
  for (const [table, columns] of Object.entries(SEARCHED_COLUMNS)) {
    for (const column of columns) {
      await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)}
        using gin (${sql.ref(column)} ${operatorClass})`.execute(db);
    }
  }
}

/**
 * Indexes for the administrator's list filters and dashboard figures. Text searches are substring
 * matches, which no B-tree serves: trigram indexes on PostgreSQL; SQLite scans the table.
 */
export const adminFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') await addTrigramIndexes(db);
    const indexes: Record<string, [table: string, columns: string[]]> = {
      user_roles_role_idx: ['user_roles', ['role', 'user_id']],
      reservations_status_pick_up_idx: ['reservations', ['status', 'pick_up_time', 'id']],
      reservations_car_pick_up_idx: ['reservations', ['car_id', 'pick_up_time', 'id']],
      // Revenue per month and vehicle, read from the index alone.
      reservations_revenue_idx: [
        'reservations',
        ['pick_up_time', 'status', 'car_id', 'total_price'],
      ],
      reservations_utilisation_idx: ['reservations', ['status', 'drop_off_time', 'pick_up_time']],
    };
    for (const [name, [table, columns]] of Object.entries(indexes)) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
});

import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { fillDatabase } from './bulk-data.js';
const database = openDatabase({ dataDir: '/tmp/explain/sqlite', databaseUrl: process.env.PG, databaseSchema: 'explain_tmp' });
if (process.env.MIGRATE) await migrateToLatest(database, "explain_tmp");
if (process.env.FILL) { await migrateToLatest(database, 'explain_tmp'); await fillDatabase(database); }
for (const q of process.argv.slice(2)) {
  const prefix = database.dialect === 'postgres' ? 'explain (analyze, buffers) ' : 'explain query plan ';
  const { rows } = await sql.raw(prefix + q).execute(database.db);
  for (const row of rows) console.log(JSON.stringify(row));
  const t = performance.now(); for (let i = 0; i < 20; i++) await sql.raw(q).execute(database.db); console.log('ms per run', (performance.now() - t) / 20);
}
await database.close();

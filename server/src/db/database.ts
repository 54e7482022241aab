import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  /**
   * `db` for the statements whose best plan does not depend on the values they bind (a whole
   * table's deep page): on PostgreSQL a small pool of its own whose sessions keep one generic plan
   * per statement. PostgreSQL guesses a parameter `limit` at a tenth of the table, so the generic
   * plan of such a statement looks dearer than a custom one and it is planned again on every run:
   * the seek of a deep page spent 0.37 ms planning and 0.05 ms running (docs/performance.md, part
   * 10). The setting holds for a whole session, hence the separate pool. On SQLite, `db` itself.
   */
  genericPlans: Kysely<DB>;
  dialect: DialectName;
  /**
   * The PostgreSQL pool's connections running a query, callers waiting for one, and whether a
   * query would have to wait (every connection it may open is taken): for the metrics.
   */
  poolUsage?: () => { inUse: number; waiting: number; full: boolean };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string;
  /** PostgreSQL only: connections opened at most (pg's default, 10, when absent). */
  databasePoolMax?: number;
  /** PostgreSQL only: a statement running longer is cancelled (absent or 0: no limit). */
  databaseStatementTimeoutMs?: number;
}

export const SQLITE_FILE_NAME = 'rentacar.sqlite';

/** snake_case columns in the database, camelCase in the code. */
class ColumnNaming extends CamelCasePlugin {
  /** The name a row read through this plugin gives `column` (`prepared.ts` names rows alike). */
  rowKey(column: string) {
    return this.camelCase(column);
  }
}

export const columnNaming = new ColumnNaming();

/**
 * Opens the writer lock at the start of every transaction. Kysely's SQLite driver already runs
 * one query at a time on its single connection, so transactions in this process never
 * interleave; BEGIN IMMEDIATE additionally serialises against other processes on the same file
 * (e.g. `npm run seed` while the server runs), which a deferred BEGIN would turn into a
 * SQLITE_BUSY failure at the first write.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * Distinct SQL texts kept prepared: SQLite's statements per connection start over beyond this
 * many; PostgreSQL's further texts run unnamed.
 */
const STATEMENT_CACHE_SIZE = 500;

/**
 * `database` preparing each distinct SQL text once: Kysely's driver prepares every query anew,
 * which cost a list request more than running its statements. A statement is reused only after
 * its previous run ended: the driver runs one query at a time and never streams.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #database: BetterSqlite3.Database;

  constructor(database: BetterSqlite3.Database) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver({ database: withStatementCache(this.#database) });
  }
}

function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 10_000 });
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DB>({
    dialect: new ImmediateTransactionSqliteDialect(sqlite),
    plugins: [columnNaming],
  });
  return { db, genericPlans: db, dialect: 'sqlite', close: () => db.destroy() };
}

const INT8_OID = 20;

/** PostgreSQL's refusal to run a prepared statement after its table's columns changed. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

/**
 * Marks a statement whose best plan depends on its values (a text search's pattern, a list's
 * filters): PostgreSQL runs it unnamed, so every run is planned for its own values. A named
 * statement turns to one generic plan after five runs, and for `model ilike $1` that plan read
 * every vehicle through the trigram index (5.8 ms where the values' own plan read the matching
 * fuel types in 1.9 ms). A comment, so SQLite runs the text as it is.
 */
const PLANNED_PER_RUN_COMMENT = '/* planned per run */';
export const PLANNED_PER_RUN = sql.raw(PLANNED_PER_RUN_COMMENT);

/**
 * `pool` running each distinct parameterised SQL text as a named prepared statement: every
 * connection parses and plans it once and then only binds values, where an unnamed statement was
 * parsed and planned on every run (the planner's share of a short read on a 2-core host running
 * both). Statements without parameters (DDL, transaction control, migrations' multi-statement
 * scripts) and statements marked `PLANNED_PER_RUN` stay unnamed. A text is renamed when another
 * instance's migration changed a table under its plan, and the query is run again.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  /** The text's name; a text seen first is named unless marked (only those are scanned). */
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (
      name === undefined &&
      names.size < STATEMENT_CACHE_SIZE &&
      !text.includes(PLANNED_PER_RUN_COMMENT)
    ) {
      name = `rentacar_${(named += 1)}`;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient =>
    ({
      async query(text: string, values: readonly unknown[]) {
        const name = values.length > 0 ? nameOf(text) : undefined;
        if (name === undefined) return client.query(text, [...values]);
        try {
          return await client.query({ name, text, values: [...values] });
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          names.delete(text);
          return client.query({ name: nameOf(text), text, values: [...values] });
        }
      },
      release: () => client.release(),
      // Kysely's other overload, a cursor, serves `.stream()`, which nothing here calls.
    }) as unknown as PostgresPoolClient;
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

/**
 * Connections of the generic-plan pool (`Database.genericPlans`) at most: its statements run in
 * tens of microseconds, and more sessions would only compete for the same cores.
 */
const GENERIC_PLAN_CONNECTIONS = 2;

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Database {
  const pool = openPool(options, options.databasePoolMax);
  const db = kyselyOver(pool);
  const genericPlans = kyselyOver(
    openPool(options, GENERIC_PLAN_CONNECTIONS, 'force_generic_plan'),
  );
  return {
    db,
    genericPlans,
    dialect: 'postgres',
    poolUsage: () => {
      const inUse = pool.totalCount - pool.idleCount;
      return { inUse, waiting: pool.waitingCount, full: inUse >= pool.options.max };
    },
    close: async () => {
      await Promise.all([db.destroy(), genericPlans.destroy()]);
    },
  };
}

const kyselyOver = (pool: pg.Pool) =>
  new Kysely<DB>({
    dialect: new PostgresDialect({ pool: preparingPool(pool) }),
    plugins: [columnNaming],
  });

function openPool(
  { databaseUrl, databaseSchema: schema, databaseStatementTimeoutMs }: DatabaseOptions,
  max: number | undefined,
  /** Set on every session of the pool; absent, the database server's own setting holds. */
  planCacheMode?: 'force_generic_plan',
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    ...(databaseStatementTimeoutMs ? { statement_timeout: databaseStatementTimeoutMs } : {}),
    // Every table lives in the configured schema; tests point this at a throw-away one.
    options: `-c search_path=${schema}${planCacheMode ? ` -c plan_cache_mode=${planCacheMode}` : ''}`,
    // Ids, counts and cents (total_price) are int8; they stay far below 2^53, so JavaScript numbers are exact.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (e.g. the database restarts) is replaced by the pool; without
  // a listener the 'error' event would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection failed: ${error.message}`));
  return pool;
}

export function openDatabase(options: DatabaseOptions): Database {
  const { databaseUrl } = options;
  return databaseUrl === undefined
    ? openSqlite(options.dataDir)
    : openPostgres({ ...options, databaseUrl });
}

import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresIntrospector,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Driver,
  type PostgresDialectConfig,
  type SqliteDatabase,
  type TableMetadata,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
  /** PostgreSQL's pool for the metrics; `full`: a query would have to wait. */
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

const SQLITE_FILE_NAME = 'rentacar.sqlite';

const columnNaming = new CamelCasePlugin();

/** Beside another process (`npm run seed`) a deferred BEGIN gets SQLITE_BUSY at its first write. */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Distinct SQL texts kept prepared; beyond this many the cache starts over. */
const STATEMENT_CACHE_SIZE = 500;

/** Prepares each SQL text once (Kysely prepares anew); safe as queries run one at a time. */
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
  constructor(private readonly sqlite: BetterSqlite3.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver({ database: withStatementCache(this.sqlite) });
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
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const INT8_OID = 20;

interface PgCatalog {
  'pg_catalog.pg_tables': { schemaname: string; tablename: string };
}

/**
 * Kysely's own introspection reads the columns of every schema's tables, and its migrator asks it
 * whether the migration tables exist: a table another deployment or test drops during that read
 * fails it ("relation does not exist"), and with it the start-up. The migrator needs only the
 * names of the tables in our schema, which this reads.
 */
class SchemaTablesIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<PgCatalog>,
    private readonly schema: string,
  ) {}

  getSchemas() {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables(): Promise<TableMetadata[]> {
    const tables = await this.db
      .selectFrom('pg_catalog.pg_tables')
      .select('tablename')
      .where('schemaname', '=', this.schema)
      .execute();
    return tables.map(({ tablename }) => ({
      name: tablename,
      schema: this.schema,
      isView: false,
      columns: [],
    }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly schema: string,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaTablesIntrospector(db as Kysely<PgCatalog>, this.schema);
  }
}

function openPostgres(options: DatabaseOptions & { databaseUrl: string }): Database {
  const pool = openPool(options);
  const db = new Kysely<DB>({
    dialect: new SchemaPostgresDialect({ pool }, options.databaseSchema),
    plugins: [columnNaming],
  });
  return {
    db,
    dialect: 'postgres',
    poolUsage: () => {
      const inUse = pool.totalCount - pool.idleCount;
      return { inUse, waiting: pool.waitingCount, full: inUse >= pool.options.max };
    },
    close: () => db.destroy(),
  };
}

function openPool({
  databaseUrl,
  databaseSchema: schema,
  databasePoolMax,
  databaseStatementTimeoutMs,
}: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: databasePoolMax,
    ...(databaseStatementTimeoutMs ? { statement_timeout: databaseStatementTimeoutMs } : {}),
    // Every table lives in the configured schema; tests point this at a throw-away one.
    options: `-c search_path=${schema}`,
    // Ids, counts and cents (total_price) are int8; they stay far below 2^53, so JavaScript numbers are exact.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // The pool replaces a broken idle connection; without a listener, 'error' would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection failed: ${error.message}`));
  return pool;
}

export function openDatabase(options: DatabaseOptions): Database {
  const { databaseUrl } = options;
  return databaseUrl === undefined
    ? openSqlite(options.dataDir)
    : openPostgres({ ...options, databaseUrl });
}

import { FLEET_RESOURCES, type FleetChange } from '@rentacar/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';

export type FleetChangeListener = (change: FleetChange) => void;

/** Changes to the fleet, announced by the instance that made them and heard by every instance. */
export interface FleetChangeFeed {
  publish(change: FleetChange): Promise<void>;
  /** Calls `listener` for each change until the returned function is called. */
  subscribe(listener: FleetChangeListener): () => void;
  close(): Promise<void>;
}

function createListeners() {
  const listeners = new Set<FleetChangeListener>();
  return {
    add(listener: FleetChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(change: FleetChange) {
      for (const listener of listeners) listener(change);
    },
  };
}

/** One process on its own database file: changes go from its routes to its own listeners. */
function createLocalFeed(): FleetChangeFeed {
  const listeners = createListeners();
  return {
    publish: async (change) => listeners.tell(change),
    subscribe: listeners.add,
    close: async () => {},
  };
}

/** One channel for every deployment on the database; a change names its schema. */
const CHANNEL = 'rentacar_fleet_changes';
const LISTEN_TO_CHANNEL = 'LISTEN rentacar_fleet_changes';
const MAX_RECONNECT_DELAY_MS = 5000;

interface Notice extends FleetChange {
  schema: string;
}

const isFleetResource = (value: unknown): value is FleetChange['resource'] =>
  FLEET_RESOURCES.some((resource) => resource === value);

/**
 * Several instances on one PostgreSQL database: a change is a NOTIFY, which PostgreSQL delivers to
 * every instance listening, this one included, so each tells its own listeners. While the
 * listening connection is lost, changes are missed: once it is back, listeners hear every kind of
 * change once, so what they show is loaded again.
 */
function createPostgresFeed(
  db: Kysely<DB>,
  { databaseUrl, schema, log }: { databaseUrl: string; schema: string; log: FastifyBaseLogger },
): FleetChangeFeed {
  const listeners = createListeners();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || message.payload === undefined) return;
    let notice: Partial<Notice>;
    try {
      notice = JSON.parse(message.payload) as Partial<Notice>;
    } catch {
      return;
    }
    if (notice.schema === schema && isFleetResource(notice.resource)) {
      listeners.tell({ resource: notice.resource });
    }
  };

  const connect = async (): Promise<void> => {
    const connection = new pg.Client({
      connectionString: databaseUrl,
      // Names the connection in pg_stat_activity, for operators and tests.
      application_name: `rentacar live updates (${schema})`,
    });
    connection.on('notification', hear);
    const lost = () => {
      if (client !== connection) return;
      connection.end().catch(() => {});
      reconnectLater();
    };
    connection.on('error', (error) => {
      log.warn({ err: error }, 'Live updates: the database connection failed; reconnecting');
      lost();
    });
    connection.on('end', lost);
    try {
      await connection.connect();
      await connection.query(LISTEN_TO_CHANNEL);
    } catch (error) {
      log.warn({ err: error }, 'Live updates: cannot listen to the database; retrying');
      connection.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await connection.end();
      return;
    }
    client = connection;
    if (failures > 0) {
      failures = 0;
      for (const resource of FLEET_RESOURCES) listeners.tell({ resource });
    }
  };

  const reconnectLater = () => {
    client = undefined;
    if (closed) return;
    failures += 1;
    retry = setTimeout(() => void connect(), Math.min(failures * 200, MAX_RECONNECT_DELAY_MS));
  };

  const started = connect();
  return {
    async publish({ resource }) {
      const notice: Notice = { schema, resource };
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(notice)})`.execute(db);
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      await started;
      await client?.end();
    },
  };
}

export function createFleetChangeFeed(
  database: Database,
  options: { databaseUrl: string | undefined; schema: string; log: FastifyBaseLogger },
): FleetChangeFeed {
  const { databaseUrl } = options;
  return database.dialect === 'postgres' && databaseUrl !== undefined
    ? createPostgresFeed(database.db, { ...options, databaseUrl })
    : createLocalFeed();
}

/**
 * The benchmark's floor: a plain `node:http` server on better-sqlite3 or `pg` (DATABASE_URL set)
 * answering the benchmark's requests from the same rows with the same JSON as the product, with
 * no framework, no validation, no authentication. Run in its own process by `bench.ts`
 * (env: PORT, DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, BOOKING_USER_ID).
 * Not a product server: it trusts every request it gets.
 */
import http from 'node:http';
import path from 'node:path';
import { API_MESSAGES, pageOf } from '@rentacar/contract';
import { fromCents, readBookingTimes, rentalPriceInCents } from '@rentacar/rules';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';

type Row = Record<string, unknown>;

/** Runs `?`-parameter SQL; `inList` is the dialect's "column in this array" test. */
interface Store {
  all(text: string, values: unknown[]): Promise<Row[]>;
  inList(column: string): string;
  /** Runs `work` in a transaction; `lockSuffix` locks the selected rows where the database can. */
  transaction<T>(work: (all: Store['all']) => Promise<T>): Promise<T>;
  lockSuffix: string;
}

function sqliteStore(dataDir: string): Store {
  const sqlite = new BetterSqlite3(path.join(dataDir, 'rentacar.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  const statements = new Map<string, BetterSqlite3.Statement>();
  const all = async (text: string, values: unknown[]) => {
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    const bound = values.map((value) => (Array.isArray(value) ? JSON.stringify(value) : value));
    return statement.reader ? (statement.all(...bound) as Row[]) : (statement.run(...bound), []);
  };
  return {
    all,
    inList: (column) => `${column} in (select value from json_each(?))`,
    lockSuffix: '',
    async transaction(work) {
      // Every statement is synchronous underneath, so nothing interleaves between begin and commit.
      sqlite.exec('begin immediate');
      try {
        const result = await work(all);
        sqlite.exec('commit');
        return result;
      } catch (error) {
        sqlite.exec('rollback');
        throw error;
      }
    },
  };
}

/** `?` placeholders as PostgreSQL's `$1`, `$2`...; each text becomes one named prepared statement. */
const names = new Map<string, { name: string; text: string }>();
function prepared(text: string) {
  let statement = names.get(text);
  if (statement === undefined) {
    let index = 0;
    statement = { name: `anchor_${names.size}`, text: text.replace(/\?/g, () => `$${++index}`) };
    names.set(text, statement);
  }
  return statement;
}

function postgresStore(url: string, schema: string): Store {
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path=${schema}`,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
  });
  const on =
    (client: pg.Pool | pg.PoolClient) =>
    async (text: string, values: unknown[]): Promise<Row[]> =>
      (await client.query({ ...prepared(text), values })).rows as Row[];
  return {
    all: on(pool),
    inList: (column) => `${column} = any(?)`,
    lockSuffix: ' for update',
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const CAR_COLUMNS =
  'id, model, doors, seats, luggage, transmission, air_conditioning as "airConditioning", ' +
  'fuel_type as "fuelType", age, price_per_hour as "pricePerHour", built_in as "builtIn"';
const RESERVATION_COLUMNS =
  'id, car_id as "carId", user_id as "userId", pick_up_time as "pickUpTime", ' +
  'drop_off_time as "dropOffTime", pick_up_location as "pickUpLocation", ' +
  'drop_off_location as "dropOffLocation", status, total_price as "totalPrice"';

/** The contract's sortable fields and their columns: only these ever reach the SQL text. */
const VEHICLE_SORTS: Record<string, string> = {
  id: 'id',
  model: 'model',
  doors: 'doors',
  seats: 'seats',
  luggage: 'luggage',
  transmission: 'transmission',
  airConditioning: 'air_conditioning',
  fuelType: 'fuel_type',
  age: 'age',
  pricePerHour: 'price_per_hour',
};
const RESERVATION_SORTS: Record<string, string> = {
  id: 'id',
  pickUpTime: 'pick_up_time',
  dropOffTime: 'drop_off_time',
  pickUpLocation: 'pick_up_location',
  dropOffLocation: 'drop_off_location',
  status: 'status',
  totalPrice: 'total_price',
};

function pageRequest(
  query: URLSearchParams,
  sorts: Record<string, string>,
  defaults: { sort: string; direction: string },
) {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 10);
  const column = sorts[query.get('sort') ?? defaults.sort] ?? sorts[defaults.sort]!;
  const direction = (query.get('direction') ?? defaults.direction) === 'ASC' ? 'asc' : 'desc';
  return { page, size, order: `order by ${column} ${direction}, id asc limit ? offset ?` };
}

function anchor(store: Store, bookingUserId: number) {
  const toVehicle = (row: Row, images: Map<unknown, string[]>): Row => ({
    ...row,
    airConditioning: Boolean(row.airConditioning),
    pricePerHour: fromCents(row.pricePerHour as number),
    image: images.get(row.id) ?? [],
    builtIn: Boolean(row.builtIn),
  });
  async function vehicles(rows: Row[]) {
    const ids = [...new Set(rows.map((row) => row.id))];
    const images = new Map<unknown, string[]>();
    const imageRows = await store.all(
      `select id, car_id as "carId" from image_files where ${store.inList('car_id')} order by created_at, id`,
      [ids],
    );
    for (const image of imageRows) {
      images.set(image.carId, [...(images.get(image.carId) ?? []), image.id as string]);
    }
    return rows.map((row) => toVehicle(row, images));
  }

  async function listVehicles(query: URLSearchParams) {
    const { page, size, order } = pageRequest(query, VEHICLE_SORTS, {
      sort: 'model',
      direction: 'ASC',
    });
    const [rows, [count]] = await Promise.all([
      store.all(`select ${CAR_COLUMNS} from cars ${order}`, [size, page * size]),
      store.all('select count(*) as total from cars', []),
    ]);
    return pageOf(await vehicles(rows), Number(count!.total), { page, size });
  }

  async function getVehicle(id: number) {
    const rows = await store.all(`select ${CAR_COLUMNS} from cars where id = ?`, [id]);
    return rows.length === 0 ? undefined : (await vehicles(rows))[0];
  }

  async function listReservations(query: URLSearchParams) {
    const { page, size, order } = pageRequest(query, RESERVATION_SORTS, {
      sort: 'pickUpTime',
      direction: 'DESC',
    });
    const [rows, [count]] = await Promise.all([
      store.all(`select ${RESERVATION_COLUMNS} from reservations ${order}`, [size, page * size]),
      store.all('select count(*) as total from reservations', []),
    ]);
    const carIds = [...new Set(rows.map((row) => row.carId))];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [carRows, users] = await Promise.all([
      store.all(`select ${CAR_COLUMNS} from cars where ${store.inList('id')}`, [carIds]),
      store.all(
        `select id, first_name as "f", last_name as "l" from users where ${store.inList('id')}`,
        [userIds],
      ),
    ]);
    const cars = new Map((await vehicles(carRows)).map((car) => [car.id, car]));
    const customerNames = new Map(users.map((user) => [user.id, `${user.f} ${user.l}`]));
    const content = rows.map((row) => ({
      ...row,
      totalPrice: fromCents(row.totalPrice as number),
      car: cars.get(row.carId),
      customerName: customerNames.get(row.userId) ?? '',
    }));
    return pageOf(content, Number(count!.total), { page, size });
  }

  async function book(carId: number, body: string) {
    const times = readBookingTimes(JSON.parse(body));
    if (!times.valid) return { status: 400, body: { message: 'bad times', success: false } };
    const { interval } = times;
    const { pickUpLocation, dropOffLocation } = JSON.parse(body) as Record<string, string>;
    return store.transaction(async (all) => {
      const [car] = await all(
        `select price_per_hour as p from cars where id = ?${store.lockSuffix}`,
        [carId],
      );
      if (car === undefined) return { status: 404, body: { message: 'no car', success: false } };
      const clash = await all(
        "select id from reservations where car_id = ? and status = 'CREATED' " +
          'and pick_up_time <= ? and drop_off_time >= ? limit 1',
        [carId, interval.dropOffTime, interval.pickUpTime],
      );
      if (clash.length > 0) return { status: 400, body: { message: 'taken', success: false } };
      await all(
        'insert into reservations (car_id, user_id, pick_up_time, drop_off_time, pick_up_location, ' +
          "drop_off_location, status, total_price) values (?, ?, ?, ?, ?, ?, 'CREATED', ?)",
        [
          carId,
          bookingUserId,
          interval.pickUpTime,
          interval.dropOffTime,
          pickUpLocation,
          dropOffLocation,
          rentalPriceInCents(interval, { pricePerHourCents: car.p as number }),
        ],
      );
      return { status: 201, body: { message: API_MESSAGES.reservationCreated, success: true } };
    });
  }

  return async (method: string, url: URL, body: string) => {
    const vehicleId = /^\/api\/car\/visitors\/(\d+)$/.exec(url.pathname)?.[1];
    if (method === 'GET' && url.pathname === '/api/car/visitors/pages') {
      return { status: 200, body: await listVehicles(url.searchParams) };
    }
    if (method === 'GET' && vehicleId !== undefined) {
      const vehicle = await getVehicle(Number(vehicleId));
      return vehicle ? { status: 200, body: vehicle } : { status: 404, body: {} };
    }
    if (method === 'GET' && url.pathname === '/api/reservations/admin/all/pages') {
      return { status: 200, body: await listReservations(url.searchParams) };
    }
    if (method === 'POST' && url.pathname === '/api/reservations/add') {
      return book(Number(url.searchParams.get('carId')), body);
    }
    return { status: 404, body: {} };
  };
}

const { DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, PORT, BOOKING_USER_ID } = process.env;
const store = DATABASE_URL
  ? postgresStore(DATABASE_URL, DATABASE_SCHEMA ?? 'public')
  : sqliteStore(DATA_DIR!);
const answer = anchor(store, Number(BOOKING_USER_ID));

http
  .createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(
        request.method!,
        new URL(request.url!, 'http://anchor'),
        Buffer.concat(chunks).toString(),
      )
        .then(({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          response.end(JSON.stringify(body));
        })
        .catch((error: Error) => {
          response.writeHead(500).end(error.message);
        });
    });
  })
  .listen(Number(PORT), '127.0.0.1', () => console.log(`bare anchor is running at ${PORT}`));

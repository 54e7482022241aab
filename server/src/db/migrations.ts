import {
  Migrator,
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type RawBuilder,
} from 'kysely';
import { normaliseEmail } from '@rentacar/rules';
import type { Database, DialectName } from './database.js';
import { longestSpanOfClass, SPAN_CLASSES } from './schema.js';

/** The sortable columns of each paged list; each gets an index ending in `id` (the tie-breaker). */
const SORT_INDEXES = {
  cars: [
    'model',
    'doors',
    'seats',
    'luggage',
    'transmission',
    'air_conditioning',
    'fuel_type',
    'age',
    'price_per_hour',
  ],
  users: ['first_name', 'last_name', 'email', 'phone_number', 'address', 'zip_code'],
  contact_messages: ['name', 'email', 'subject'],
  reservations: [
    'pick_up_time',
    'drop_off_time',
    'pick_up_location',
    'drop_off_location',
    'status',
    'total_price',
  ],
} as const;

function columnTypes(dialect: DialectName) {
  const postgres = dialect === 'postgres';
  return {
    /** SQLite only reuses no ids with `integer primary key autoincrement`; PostgreSQL has identities. */
    id: (column: ColumnDefinitionBuilder) =>
      postgres
        ? column.primaryKey().generatedByDefaultAsIdentity()
        : column.primaryKey().autoIncrement(),
    idType: postgres ? ('bigint' as const) : ('integer' as const),
    blob: postgres ? ('bytea' as const) : ('blob' as const),
  };
}

/** One schema for both databases; only the id and blob column types differ. */
function initialSchema(dialect: DialectName): Migration {
  const types = columnTypes(dialect);
  // Migrations see the raw snake_case names (no CamelCasePlugin).
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', types.idType, types.id)
        .addColumn('first_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('phone_number', 'varchar(14)', (c) => c.notNull())
        .addColumn('address', 'varchar(200)', (c) => c.notNull())
        .addColumn('zip_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
        .addColumn('built_in', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'bigint', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('role', 'varchar(20)', (c) =>
          c.notNull().check(sql`role in ('Customer', 'Administrator')`),
        )
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
        .execute();
      await db.schema
        .createTable('cars')
        .addColumn('id', types.idType, types.id)
        .addColumn('model', 'varchar(30)', (c) => c.notNull())
        .addColumn('doors', 'integer', (c) => c.notNull())
        .addColumn('seats', 'integer', (c) => c.notNull())
        .addColumn('luggage', 'integer', (c) => c.notNull())
        .addColumn('transmission', 'varchar(20)', (c) => c.notNull())
        .addColumn('air_conditioning', 'boolean', (c) => c.notNull())
        .addColumn('fuel_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('price_per_hour', 'double precision', (c) => c.notNull())
        .addColumn('built_in', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('image_files')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        // Deleting a vehicle deletes its image files.
        .addColumn('car_id', 'bigint', (c) => c.references('cars.id').onDelete('cascade'))
        .addColumn('content_type', 'varchar(50)', (c) => c.notNull())
        .addColumn('data', types.blob, (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reservations')
        .addColumn('id', types.idType, types.id)
        .addColumn('car_id', 'bigint', (c) => c.notNull().references('cars.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('pick_up_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('drop_off_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('pick_up_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('drop_off_location', 'varchar(200)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) =>
          c.notNull().check(sql`status in ('CREATED', 'CANCELLED', 'DONE')`),
        )
        .addColumn('total_price', 'double precision', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', types.idType, types.id)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'varchar(50)', (c) => c.notNull())
        .addColumn('body', 'varchar(200)', (c) => c.notNull())
        .execute();

      // The overlap lookup of a booking: CREATED reservations of one car by time.
      await db.schema
        .createIndex('reservations_car_availability_idx')
        .on('reservations')
        .columns(['car_id', 'status', 'pick_up_time', 'drop_off_time'])
        .execute();
      await db.schema
        .createIndex('image_files_car_idx')
        .on('image_files')
        .columns(['car_id', 'created_at'])
        .execute();
      for (const [table, columns] of Object.entries(SORT_INDEXES)) {
        for (const column of columns) {
          await db.schema
            .createIndex(`${table}_${column}_sort_idx`)
            .on(table)
            .columns([column, 'id'])
            .execute();
        }
      }
      // A customer's own reservations are filtered by user, then sorted.
      for (const column of ['id', ...SORT_INDEXES.reservations]) {
        await db.schema
          .createIndex(`reservations_user_${column}_sort_idx`)
          .on('reservations')
          .columns(column === 'id' ? ['user_id', 'id'] : ['user_id', column, 'id'])
          .execute();
      }
    },
  };
}

/**
 * Tokens carry the user's `token_version`; bumping it (password change or reset, role change)
 * makes every token issued before unusable.
 */
const tokenVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};

/**
 * Stores every e-mail in the form `normaliseEmail` gives (trimmed, lower-case) so that login and
 * the duplicate check match regardless of case. Two existing accounts that normalise to the same
 * address are not merged (each may own reservations, and nobody can tell which person is the real
 * owner): the migration fails before changing anything, naming the user ids, and the server does
 * not start until an administrator has changed or deleted one of them.
 */
const normalisedEmails: Migration = {
  async up(db: Kysely<{ users: { id: number; email: string } }>) {
    const users = await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    const idsByEmail = new Map<string, string[]>();
    for (const { id, email } of users) {
      const normalised = normaliseEmail(email);
      idsByEmail.set(normalised, [...(idsByEmail.get(normalised) ?? []), String(id)]);
    }
    const clashes = [...idsByEmail.values()].filter((ids) => ids.length > 1);
    if (clashes.length > 0) {
      throw new Error(
        `users whose e-mails differ only in letter case or surrounding spaces: ${clashes
          .map((ids) => `ids ${ids.join(', ')}`)
          .join('; ')}. Change or delete all but one of each group, then start again.`,
      );
    }
    for (const { id, email } of users) {
      if (normaliseEmail(email) === email) continue;
      await db
        .updateTable('users')
        .set({ email: normaliseEmail(email) })
        .where('id', '=', id)
        .execute();
    }
    // Stored addresses are already normalised and unique; this index also refuses a writer that
    // forgot to normalise (lower-case duplicates).
    await db.schema
      .createIndex('users_email_lower_unique_idx')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },
};

/**
 * The vehicle list's availability filter keeps cars outside the set of cars with a CREATED
 * reservation in the interval. Both engines build that set once with a range scan of this
 * covering index, reading just the CREATED reservations ending after the interval's start. The
 * per-car index of the initial schema answers the availability call and the booking overlap check.
 */
const bookingSearchIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_created_period_idx')
      .on('reservations')
      .columns(['status', 'drop_off_time', 'pick_up_time', 'car_id'])
      .execute();
  },
};

/** The columns the administrator's text searches (`q`) look in, by table. */
const SEARCHED_COLUMNS = {
  users: ['first_name', 'last_name', 'email'],
  cars: ['model'],
  contact_messages: ['subject', 'name', 'email'],
} as const;

/**
 * PostgreSQL: the operator class of trigram (pg_trgm) GIN indexes, which let `LIKE '%text%'` find
 * rows without reading the whole table, installing the extension on first use; undefined where
 * the server cannot install it (searches then scan the table). The extension is database-wide and
 * shared by every schema: concurrent migrations of two schemas take turns creating it.
 */
async function trigramOperatorClass(db: Kysely<unknown>) {
  await sql`select pg_advisory_xact_lock(hashtext('rentacar:pg_trgm'))`.execute(db);
  const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(
    db,
  );
  if (available.rows.length === 0) return undefined;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // Created here in public, or found wherever an earlier installation put it.
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return sql`${sql.id(rows[0]!.schema)}.gin_trgm_ops`;
}

/** PostgreSQL: trigram indexes for `ILIKE '%text%'` on every searched column. */
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
 * Indexes for the administrator's list filters and dashboard figures (`GET /admin/stats`). The
 * text searches (`q`) are substring matches, which no B-tree index serves: trigram indexes on
 * PostgreSQL; SQLite scans the table.
 */
const adminFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') await addTrigramIndexes(db);
    const indexes: Record<string, [table: string, columns: string[]]> = {
      // users?role=: the users holding a role.
      user_roles_role_idx: ['user_roles', ['role', 'user_id']],
      // reservations?status= by pick-up time (the list's default order), and the status counts.
      reservations_status_pick_up_idx: ['reservations', ['status', 'pick_up_time', 'id']],
      // reservations?carId= by pick-up time.
      reservations_car_pick_up_idx: ['reservations', ['car_id', 'pick_up_time', 'id']],
      // Revenue per month and per vehicle: the 12-month window read from the index alone.
      reservations_revenue_idx: [
        'reservations',
        ['pick_up_time', 'status', 'car_id', 'total_price'],
      ],
      // Utilisation: CREATED reservations ending after now.
      reservations_utilisation_idx: ['reservations', ['status', 'drop_off_time', 'pick_up_time']],
    };
    for (const [name, [table, columns]] of Object.entries(indexes)) {
      await db.schema.createIndex(name).on(table).columns(columns).execute();
    }
  },
});

/**
 * The day number of the date a reservation time (`YYYY-MM-DDTHH:mm:ss`) starts with: Howard
 * Hinnant's days-from-civil in integer arithmetic on the text's digits, which both engines evaluate
 * alike and PostgreSQL accepts in a generated column (its date casts are not immutable). The year
 * counts from March, so a leap day ends it, and is shifted by 400 (one full calendar cycle) so
 * every division has a non-negative dividend; day numbers are only ever subtracted.
 */
function dayNumber(column: string) {
  const digits = (start: number, length: number) =>
    sql`cast(substr(${sql.ref(column)}, ${sql.lit(start)}, ${sql.lit(length)}) as integer)`;
  const month = digits(6, 2);
  const beforeMarch = sql`case when ${month} <= 2 then 1 else 0 end`;
  const year = sql`(${digits(1, 4)} + 400 - ${beforeMarch})`;
  // March is 0, February 11; (153 * m + 2) / 5 is the days of the year's months before month m.
  const monthFromMarch = sql`(${month} + 12 * ${beforeMarch} - 3)`;
  return sql`(365 * ${year} + ${year} / 4 - ${year} / 100 + ${year} / 400
    + (153 * ${monthFromMarch} + 2) / 5 + ${digits(9, 2)})`;
}

/** The calendar days from the pick-up date to the drop-off date of the row (or arguments) in scope. */
const spanOfRow = () => sql`(${dayNumber('drop_off_time')} - ${dayNumber('pick_up_time')})`;

/** The span class (see `longestSpanOfClass`) of a span of `span` days. */
function spanClassOf(span: RawBuilder<unknown>) {
  const classes = Array.from({ length: SPAN_CLASSES }, (_, spanClass) => spanClass);
  const cases = classes.map(
    (spanClass) =>
      sql`when ${span} <= ${sql.lit(longestSpanOfClass(spanClass))} then ${sql.lit(spanClass)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} end`;
}

/** The span class of the reservation row in scope. */
const spanClassOfRow = () => spanClassOf(spanOfRow());

/**
 * SQLite: `span_class` as a plain column that triggers keep right. A virtual generated column
 * (the only kind SQLite can add) is recomputed from the row on every read, even from an index,
 * which made the filter slower than without it.
 */
async function addSqliteSpanClass(db: Kysely<unknown>) {
  await db.schema.alterTable('reservations').addColumn('span_class', 'integer').execute();
  const update = sql`update reservations set span_class = ${spanClassOfRow()}`;
  await update.execute(db);
  await sql`create trigger reservations_span_class_on_insert after insert on reservations
    begin ${update} where id = new.id; end`.execute(db);
  await sql`create trigger reservations_span_class_on_update
    after update of pick_up_time, drop_off_time on reservations
    begin ${update} where id = new.id; end`.execute(db);
}

/**
 * The vehicle list's availability filter reads the CREATED reservations overlapping an interval.
 * A reservation of span class k (see `longestSpanOfClass`) overlaps only when it picks up at most
 * that class's longest span before the interval's start date, so the filter reads, per class, a
 * short range of pick-up times instead of every CREATED reservation picking up before the end.
 * The database computes the class itself (PostgreSQL: a stored generated column, which cannot
 * refer to another, so the span is written out in each case), so no writer can leave it wrong.
 */
const availabilityFilterIndexes = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await db.schema
        .alterTable('reservations')
        .addColumn('span_class', 'integer', (column) =>
          column.generatedAlwaysAs(spanClassOfRow()).stored(),
        )
        .execute();
    } else {
      await addSqliteSpanClass(db);
    }
    await db.schema
      .createIndex('reservations_created_span_class_idx')
      .on('reservations')
      .columns(['status', 'span_class', 'pick_up_time', 'drop_off_time', 'car_id'])
      .execute();
  },
});

/**
 * Indexes for the users' text search (`q`) over first name, last name and e-mail.
 *
 * SQLite: a full-text table (FTS5) with the trigram tokenizer, where a search finds its candidates
 * instead of reading every user. It holds no copy of the text (external content: the users table);
 * the triggers update it on every insert, update and delete of a user, whichever code runs it.
 *
 * PostgreSQL: the three columns lower-cased once when written, in one column the database keeps
 * up to date (`search_text`, the columns joined by line feeds, which no search contains), under one
 * trigram index replacing the three of 0005. A search then tests one column with LIKE instead of
 * lower-casing three with ILIKE in every row it reads, which is most of the work when many users
 * match.
 */
const userSearchIndex = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect === 'postgres') {
      await sql`alter table users add column search_text text generated always as
        (lower(first_name || chr(10) || last_name || chr(10) || email)) stored`.execute(db);
      const operatorClass = await trigramOperatorClass(db);
      if (operatorClass !== undefined) {
        await sql`create index users_search_text_trgm_idx on users
          using gin (search_text ${operatorClass})`.execute(db);
      }
      for (const column of SEARCHED_COLUMNS.users) {
        await sql`drop index if exists ${sql.id(`users_${column}_trgm_idx`)}`.execute(db);
      }
      return;
    }
    await sql`create virtual table users_search using fts5(
      first_name, last_name, email, content = 'users', content_rowid = 'id', tokenize = 'trigram'
    )`.execute(db);
    await sql`create trigger users_search_insert after insert on users begin
      insert into users_search (rowid, first_name, last_name, email)
        values (new.id, new.first_name, new.last_name, new.email);
    end`.execute(db);
    await sql`create trigger users_search_delete after delete on users begin
      insert into users_search (users_search, rowid, first_name, last_name, email)
        values ('delete', old.id, old.first_name, old.last_name, old.email);
    end`.execute(db);
    await sql`create trigger users_search_update
      after update of id, first_name, last_name, email on users begin
      insert into users_search (users_search, rowid, first_name, last_name, email)
        values ('delete', old.id, old.first_name, old.last_name, old.email);
      insert into users_search (rowid, first_name, last_name, email)
        values (new.id, new.first_name, new.last_name, new.email);
    end`.execute(db);
    // The users already there.
    await sql`insert into users_search (users_search) values ('rebuild')`.execute(db);
  },
});

/**
 * The WebP copy of each image, made on upload and seed. Images stored before it have none and are
 * served as they were uploaded.
 */
const imageWebpCopies = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('image_files')
      .addColumn('webp_data', columnTypes(dialect).blob)
      .execute();
  },
});

/**
 * WebP copies per slot width (400, 800 and 1280 pixels), for `<img srcset>`: a table of copies in
 * place of 0008's single column. That column's copy was made at most 1280 wide, so it becomes the
 * 1280 slot's copy; the narrower slots of images stored before are served that copy.
 */
const imageCopiesPerWidth = (dialect: DialectName): Migration => ({
  async up(
    db: Kysely<{
      image_files: { id: string; webp_data: Buffer | null };
      image_webp_copies: { image_id: string; width: number; data: Buffer };
    }>,
  ) {
    await db.schema
      .createTable('image_webp_copies')
      // Deleting an image deletes its copies.
      .addColumn('image_id', 'varchar(36)', (c) =>
        c.notNull().references('image_files.id').onDelete('cascade'),
      )
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('data', columnTypes(dialect).blob, (c) => c.notNull())
      .addPrimaryKeyConstraint('image_webp_copies_pk', ['image_id', 'width'])
      .execute();
    await db
      .insertInto('image_webp_copies')
      .columns(['image_id', 'width', 'data'])
      .expression((eb) =>
        eb
          .selectFrom('image_files')
          .select(['id', eb.lit(1280).as('width'), 'webp_data'])
          .where('webp_data', 'is not', null),
      )
      .execute();
    await db.schema.alterTable('image_files').dropColumn('webp_data').execute();
  },
});

/**
 * The money columns of 0001 as integer cents: `double precision` dollars summed and multiplied as
 * floats (45.7 * 3 = 137.10000000000002). Every stored amount is rounded to its nearest cent, which
 * the contract's `multipleOf: 0.01` made every accepted price already. A total can exceed 2^31
 * cents (a year at the highest price), so totals are `bigint`.
 *
 * PostgreSQL changes each column's type in place and rebuilds its indexes. SQLite cannot change a
 * column's type: it adds an integer column, copies the cents, drops the indexes on the old column
 * and the column, names the new one like the old and builds the indexes again. SQLite's new
 * column needs a default to be `not null`; every writer sets it.
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

const moneyInCents = (dialect: DialectName): Migration => ({
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

/**
 * Issue 29: users' `email_confirmed`; the e-mail outbox (rows written in the transaction of the
 * change that causes them, sent by `email/sender.ts`); the reset and confirmation link tokens,
 * stored as SHA-256 hashes only. Accounts from before are unconfirmed: none ever proved its address.
 */
const emailOutbox = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    await db.schema
      .alterTable('users')
      .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('email_outbox')
      .addColumn('id', types.idType, types.id)
      .addColumn('kind', 'varchar(30)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      // JSON of the message (its kind and data), written in the change's transaction.
      .addColumn('message', 'text', (c) => c.notNull())
      // The rendered e-mail, filled once after the commit (null until then), sent as stored.
      .addColumn('subject', 'varchar(998)')
      .addColumn('html', 'text')
      .addColumn('text', 'text')
      // JSON: [{filename, contentType, content}].
      .addColumn('attachments', 'text')
      .addColumn('message_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) =>
        c.notNull().check(sql`status in ('queued', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'varchar(1000)')
      .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
      .addColumn('queued_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('next_attempt_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('lease_until_ms', 'bigint')
      .addColumn('claim_id', 'varchar(36)')
      .addColumn('sent_at', 'varchar(19)')
      .addColumn('dedupe_key', 'varchar(100)', (c) => c.unique())
      .execute();
    await db.schema
      .createIndex('email_outbox_due')
      .on('email_outbox')
      .columns(['status', 'next_attempt_at_ms', 'id'])
      .execute();
    for (const column of ['created_at', 'recipient', 'subject', 'status', 'attempts', 'sent_at']) {
      await db.schema
        .createIndex(`email_outbox_${column}_id`)
        .on('email_outbox')
        .columns([column, 'id'])
        .execute();
    }
    await db.schema
      .createTable('email_tokens')
      .addColumn('id', types.idType, types.id)
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(20)', (c) =>
        c.notNull().check(sql`purpose in ('passwordReset', 'emailConfirmation')`),
      )
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('email_tokens_user')
      .on('email_tokens')
      .columns(['user_id', 'purpose'])
      .execute();
  },
});

/**
 * Reservation lists default to the latest pick-up first with ties by id ascending. An index on
 * (pick_up_time, id) read backwards yields ids descending, so every group of equal pick-up times
 * was sorted again, which made a page far back cost tens of milliseconds; these indexes hold the
 * lists' exact order, so a page's ids are a plain index walk (see `fetchPage`).
 */
const descendingPickUpIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_pick_up_desc_idx')
      .on('reservations')
      .columns(['pick_up_time desc', 'id'])
      .execute();
    await db.schema
      .createIndex('reservations_user_pick_up_desc_idx')
      .on('reservations')
      .columns(['user_id', 'pick_up_time desc', 'id'])
      .execute();
  },
};

/**
 * A descending status sort breaks its ties by ascending id, which the (status, id) index read
 * backwards cannot give; with three statuses every such page sorted a third of the table (21 ms
 * for page 0 of 100,000 reservations on PostgreSQL, docs/performance.md, part 10). As 0012 did for
 * pick-up times.
 */
const descendingStatusIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('reservations_status_desc_idx')
      .on('reservations')
      .columns(['status desc', 'id'])
      .execute();
  },
};

/** The tables whose rows `row_counts` keeps counted: those of the largest unfiltered lists. */
export const COUNTED_TABLES = ['cars', 'reservations'] as const;

/**
 * `row_counts`: each counted table's number of rows, kept by triggers in the transaction that
 * inserts or deletes, so it is as exact as `count(*)` and reading it is one row where `count(*)`
 * read every index entry on every page (15 ms for 100,000 reservations on PostgreSQL, whose MVCC
 * B-trees keep no counts). PostgreSQL counts per statement (a transition table), SQLite per row.
 */
const rowCounts = (dialect: DialectName): Migration => ({
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
        await sql`
          create trigger ${sql.id(`${table}_count_inserted`)} after insert on ${sql.table(table)}
          begin
            update row_counts set row_count = row_count + 1 where table_name = ${sql.lit(table)};
          end`.execute(db);
        await sql`
          create trigger ${sql.id(`${table}_count_deleted`)} after delete on ${sql.table(table)}
          begin
            update row_counts set row_count = row_count - 1 where table_name = ${sql.lit(table)};
          end`.execute(db);
      }
    }
  },
});

/**
 * The language each user reads the site and their e-mails in (issue 32). Existing accounts read
 * English, the only language there was; the check keeps the column to the contract's `Language`.
 */
const userLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'varchar(2)', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'es')`),
      )
      .execute();
  },
};

/**
 * `row_counts.generation`: a number that every insert, delete and update of a counted table
 * raises in its own transaction (the same triggers as the count, plus one on update), so a reader
 * that sees the generation it saw before sees the same rows in the same order. `PagedQuery` keeps
 * a map of page boundaries per sort and trusts it only at the generation it was read at.
 */
const rowGenerations = (dialect: DialectName): Migration => ({
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
      // SQLite's triggers run per row: the count's triggers of 0013 now also raise the generation.
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

/** A counted table's next generation: one more, and at least the database clock in µs (0016). */
const nextGeneration = (dialect: DialectName) =>
  sql.raw(
    dialect === 'postgres'
      ? 'greatest(generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint)'
      : "max(generation + 1, cast(unixepoch('subsec') * 1000000 as integer))",
  );

/**
 * Generations that never come back: migration 0015's counted from 0, so a database reset and
 * seeded again, or restored from a backup, reached the numbers it had before with other rows,
 * and a server instance still keeping boundaries read at such a number trusted them. Each change
 * now takes the clock's time in microseconds when that is past the generation plus one: a
 * reset or restored database starts, and goes on, past every generation any instance has seen
 * (unless the database's clock goes back, or changes ran ahead of it by more than the time since).
 */
const timedGenerations = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const next = nextGeneration(dialect);
    await sql`update row_counts set generation = ${next}`.execute(db);
    if (dialect === 'postgres') {
      const replace = (name: string, change: string, where: string) => sql`
        create or replace function ${sql.id(name)}() returns trigger language plpgsql as $$
        begin
          update row_counts set ${sql.raw(change)} generation = ${next}
          where table_name = tg_table_name ${sql.raw(where)};
          return null;
        end $$`;
      await replace(
        'count_inserted_rows',
        'row_count = row_count + (select count(*) from inserted_rows),',
        '',
      ).execute(db);
      await replace(
        'count_deleted_rows',
        'row_count = row_count - (select count(*) from deleted_rows),',
        '',
      ).execute(db);
      await replace('note_updated_rows', '', 'and exists (select from updated_rows)').execute(db);
      return;
    }
    for (const table of COUNTED_TABLES) {
      for (const [name, event, change] of [
        ['count_inserted', 'insert', 'row_count = row_count + 1,'],
        ['count_deleted', 'delete', 'row_count = row_count - 1,'],
        ['note_updated', 'update', ''],
      ] as const) {
        const trigger = sql.id(`${table}_${name}`);
        await sql`drop trigger ${trigger}`.execute(db);
        await sql`
          create trigger ${trigger} after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update row_counts set ${sql.raw(change)} generation = ${next}
            where table_name = ${sql.lit(table)};
          end`.execute(db);
      }
    }
  },
});

/**
 * PostgreSQL: `span_class` kept by a trigger instead of a generated column. A stored generated
 * column's expression is rebuilt from its stored text before every insert or update statement, and
 * this one spells the span out in each of its 22 cases (a generated column cannot refer to
 * another): 41 kB, rebuilt in about 2 ms, which was most of a booking's time in the database. The
 * trigger's function works out the span once and is compiled once per connection. The values are
 * the same, so the column keeps them (no table rewrite); the trigger also sets the class when a
 * writer sets it, so none can leave it wrong. SQLite already keeps it with triggers (0006).
 */
const spanClassByTrigger = (dialect: DialectName): Migration => ({
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

/**
 * PostgreSQL: a row insert counts at commit. The count's statement trigger updated the table's
 * `row_counts` row in the insert's statement, and that row's lock then held every other insert
 * into the table until the commit: a booking's e-mail read and outbox insert ran while every other
 * booking waited. A deferred trigger takes the lock at commit, so bookings wait only for each
 * other's commits. Per row, as deferred triggers must be: a bulk insert updates the row once per
 * inserted row, which only seeding and the benchmark do. Deletes still count per statement.
 */
const countedAtCommit = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`
      create function count_inserted_row() returns trigger language plpgsql as $$
      begin
        update row_counts set row_count = row_count + 1, generation = ${nextGeneration(dialect)}
        where table_name = tg_table_name;
        return null;
      end $$`.execute(db);
    for (const table of COUNTED_TABLES) {
      const trigger = sql.id(`${table}_count_inserted`);
      await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db);
      await sql`
        create constraint trigger ${trigger} after insert on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function count_inserted_row()`.execute(db);
    }
    await sql`drop function count_inserted_rows()`.execute(db);
  },
});

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001_initial_schema': initialSchema(this.dialect),
      '0002_token_version': tokenVersion,
      '0003_normalised_emails': normalisedEmails,
      '0004_booking_search_indexes': bookingSearchIndexes,
      '0005_admin_filter_indexes': adminFilterIndexes(this.dialect),
      '0006_availability_filter_indexes': availabilityFilterIndexes(this.dialect),
      '0007_user_search_index': userSearchIndex(this.dialect),
      '0008_image_webp_copies': imageWebpCopies(this.dialect),
      '0009_image_copies_per_width': imageCopiesPerWidth(this.dialect),
      '0010_money_in_cents': moneyInCents(this.dialect),
      '0011_email_outbox': emailOutbox(this.dialect),
      '0012_descending_pick_up_indexes': descendingPickUpIndexes,
      '0013_row_counts': rowCounts(this.dialect),
      '0014_user_language': userLanguage,
      '0015_row_generations': rowGenerations(this.dialect),
      '0016_timed_generations': timedGenerations(this.dialect),
      '0017_span_class_by_trigger': spanClassByTrigger(this.dialect),
      '0018_counted_at_commit': countedAtCommit(this.dialect),
      '0019_descending_status_index': descendingStatusIndex,
    };
  }
}

/**
 * Brings the database to the newest schema, or to the migration named `target` (tests build
 * older schemas with it); throws with the failing migration's error.
 */
export async function migrateToLatest(
  database: Database,
  schema: string,
  target?: string,
): Promise<void> {
  const db = database.db.withoutPlugins();
  if (database.dialect === 'postgres') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  }
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(database.dialect),
    ...(database.dialect === 'postgres' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } =
    target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

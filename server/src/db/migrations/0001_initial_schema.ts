import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/** The sortable columns of each paged list; each gets an index ending in `id` (the tie-breaker). */
const SORT_INDEXES = {
  cars: 'model doors seats luggage transmission air_conditioning fuel_type age price_per_hour',
  users: 'first_name last_name email phone_number address zip_code',
  contact_messages: 'name email subject',
  reservations: 'pick_up_time drop_off_time pick_up_location drop_off_location status total_price',
};

/** The tables and indexes of both databases; only the id and blob column types differ. */
export const initialSchema = (dialect: DialectName): Migration => {
  const types = columnTypes(dialect);
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
        for (const column of columns.split(' ')) {
          await db.schema
            .createIndex(`${table}_${column}_sort_idx`)
            .on(table)
            .columns([column, 'id'])
            .execute();
        }
      }
      // A customer's own reservations are filtered by user, then sorted.
      for (const column of ['id', ...SORT_INDEXES.reservations.split(' ')]) {
        await db.schema
          .createIndex(`reservations_user_${column}_sort_idx`)
          .on('reservations')
          .columns(column === 'id' ? ['user_id', 'id'] : ['user_id', column, 'id'])
          .execute();
      }
    },
  };
};

/**
 * Pages are read by a deferred join (the page's ids from the sort index, then their rows): every
 * page, for every sort and direction the contract allows, must hold exactly the rows the plain
 * `order by ... limit ... offset` query answers, ties (many equal values) included.
 */
import { CONTRACT_OPERATIONS } from '@rentacar/contract/operations';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations.js';
import { fetchPage, PagedQuery, type Direction } from '../src/paging.js';
import { DIALECTS, existingCar, existingUser, temporaryDatabase } from './helpers.js';

const CARS = 23;
const RESERVATIONS = 61;
const SIZE = 4;

/** The contract's sortable fields of a list operation. */
function sortsOf(operationId: string): string[] {
  const operation = CONTRACT_OPERATIONS.find((candidate) => candidate.operationId === operationId)!;
  const querystring = operation.schemas.querystring as {
    properties: { sort: { enum: string[] } };
  };
  return querystring.properties.sort.enum;
}

const LISTS = [
  { table: 'cars', sorts: sortsOf('listVehicles') },
  { table: 'reservations', sorts: sortsOf('listReservations') },
] as const;

describe.each(DIALECTS)('deep pages on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  let database: Database;

  beforeAll(async () => {
    const temporary = temporaryDatabase(dialect, cleanups);
    database = temporary.database;
    await migrateToLatest(database, temporary.schema);
    const { db } = database;
    await db.insertInto('users').values(existingUser(1, 'pages@example.com')).execute();
    // Few distinct values per column, inserted out of order: most rows tie on the sorted column.
    await db
      .insertInto('cars')
      .values(
        Array.from({ length: CARS }, (_, index) => ({
          ...existingCar(CARS - index, `Model ${index % 3}`, 1000 + (index % 4) * 500),
          doors: 2 + (index % 2),
          seats: 4 + (index % 3),
          luggage: index % 2,
          transmission: index % 2 ? 'Manuel' : 'Automatic',
          airConditioning: index % 2,
          fuelType: index % 3 ? 'Petrol' : 'Diesel',
          age: index % 5,
        })),
      )
      .execute();
    await db
      .insertInto('reservations')
      .values(
        Array.from({ length: RESERVATIONS }, (_, index) => ({
          id: RESERVATIONS - index,
          carId: 1 + (index % CARS),
          userId: 1,
          pickUpTime: `2030-01-0${1 + (index % 3)}T10:00:00`,
          dropOffTime: `2030-01-1${index % 4}T10:00:00`,
          pickUpLocation: `Place ${index % 2}`,
          dropOffLocation: `Place ${index % 3}`,
          status: ['CREATED', 'CANCELLED', 'DONE'][index % 3]!,
          totalPrice: 5000 + (index % 5) * 100,
        })),
      )
      .execute();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  for (const { table, sorts } of LISTS) {
    it(`answers every page of ${table} as the offset query does, for ${sorts.join(', ')}`, async () => {
      const { db } = database;
      const rowCount = table === 'cars' ? CARS : RESERVATIONS;
      const lastPage = Math.ceil(rowCount / SIZE);
      const query = db.selectFrom(table).selectAll();
      // One list for every page, as a handler keeps one: its statements are reused across pages.
      const list = new PagedQuery(db, query);
      for (const sort of sorts) {
        for (const direction of ['ASC', 'DESC'] as Direction[]) {
          // Through one page past the end, which is empty on both.
          for (let page = 0; page <= lastPage; page++) {
            const { content, totalElements } = await fetchPage(
              list,
              { page, size: SIZE, sort, direction },
              (rows) => rows,
            );
            const expected = await query
              .orderBy(sql.ref(sort), direction === 'ASC' ? 'asc' : 'desc')
              .orderBy(sql.ref('id'), 'asc')
              .limit(SIZE)
              .offset(page * SIZE)
              .execute();
            expect({ sort, direction, page, ids: content.map((row) => row.id) }).toEqual({
              sort,
              direction,
              page,
              ids: expected.map((row) => row.id),
            });
            expect(content).toEqual(expected);
            expect(totalElements).toBe(rowCount);
          }
        }
      }
    });
  }
});

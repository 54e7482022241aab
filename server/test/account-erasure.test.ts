import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import {
  DIALECTS,
  DRIVER_DETAILS,
  booking,
  call,
  login,
  loginAdmin,
  POSTGRES_URL,
  startTestServer,
  type TestServer,
} from './helpers.js';

interface TextColumn {
  table: string;
  column: string;
}

/** Every text column of every table, read from the catalogue so a new table is scanned too. */
async function textColumns(db: Kysely<unknown>, dialect: TestServer['dialect']) {
  if (dialect === 'postgres') {
    const { rows } = await sql<TextColumn>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema()
        and data_type in ('text', 'character varying', 'character')`.execute(db);
    return rows;
  }
  const { rows } = await sql<TextColumn & { type: string }>`
    select m.name as "table", c.name as "column", upper(c.type) as "type"
    from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db);
  // SQLite's text affinity: a declared type naming CHAR, CLOB or TEXT.
  return rows.filter(({ type }) => /CHAR|CLOB|TEXT/.test(type));
}

/** `table.column` of each text value holding `needle` in any letter case. */
async function findEverywhere(server: TestServer, needle: string): Promise<string[]> {
  const database = openDatabase({
    dataDir: server.dataDir,
    databaseUrl: server.dialect === 'postgres' ? POSTGRES_URL : undefined,
    databaseSchema: server.databaseSchema,
  });
  const db = database.db as unknown as Kysely<unknown>;
  try {
    const found: string[] = [];
    for (const { table, column } of await textColumns(db, server.dialect)) {
      const { rows } = await sql<{ hits: number | string }>`
        select count(*) as hits from ${sql.table(table)}
        where lower(${sql.ref(column)}) like ${`%${needle.toLowerCase()}%`}`.execute(db);
      if (Number(rows[0]!.hits) > 0) found.push(`${table}.${column}`);
    }
    return found;
  } finally {
    await database.close();
  }
}

describe.each(DIALECTS)('account deletion on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.destroy());

  it('leaves no text column holding the person’s or their other drivers’ names and licences', async () => {
    const { api } = server;
    const stamp = `${Date.now()}`;
    const person = {
      firstName: 'Quillonia',
      lastName: `Erasmussen${stamp}`,
      email: `quillonia.${stamp}@example.org`,
      licenseNumber: `QE-${stamp}`,
      otherDriverName: `Vesperine${stamp}`,
      otherDriverLicense: `VA-${stamp}`,
    };
    const password = 'Secret#2026';
    await call(`${api}/register`, {
      method: 'POST',
      json: {
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: '(555) 404-0404',
        address: '4 Forget Lane',
        zipCode: '40404',
        email: person.email,
        password,
        confirmPassword: password,
      },
    });
    const token = await login(api, person.email, password);
    await call(`${api}/user/driver`, {
      method: 'PUT',
      token,
      json: { ...DRIVER_DETAILS, licenseNumber: person.licenseNumber },
    });
    const carId = 3;
    const booked = await call(`${api}/reservations/add?carId=${carId}`, {
      method: 'POST',
      token,
      json: {
        ...booking(40, 41),
        additionalDrivers: [
          {
            ...DRIVER_DETAILS,
            firstName: 'Alma',
            lastName: person.otherDriverName,
            licenseNumber: person.otherDriverLicense,
          },
        ],
      },
    });
    expect(booked.status).toBe(201);
    const reservationId = booked.body.id as number;
    // Closed as a rental of last month: the record the business keeps.
    const admin = await loginAdmin(api);
    const closed = await call(
      `${api}/reservations/admin/auth?reservationId=${reservationId}&carId=${carId}`,
      { method: 'PUT', token: admin, json: { ...booking(-30, -29), status: 'DONE' } },
    );
    expect(closed.status).toBe(200);
    await call(`${api}/contactmessage/visitors`, {
      method: 'POST',
      json: {
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        subject: 'About my licence',
        body: `My licence number is ${person.licenseNumber}.`,
      },
    });
    await call(`${api}/user/password/forgot`, { method: 'POST', json: { email: person.email } });
    const needles = Object.values(person);
    for (const needle of needles) {
      expect(await findEverywhere(server, needle), needle).not.toEqual([]);
    }

    const deleted = await call(`${api}/user/delete`, {
      method: 'POST',
      token,
      json: { password },
    });
    expect(deleted.status).toBe(200);

    for (const needle of needles) {
      expect(await findEverywhere(server, needle), needle).toEqual([]);
    }
    const kept = await call(`${api}/reservations/${reservationId}/admin`, { token: admin });
    expect(kept.body).toMatchObject({ id: reservationId, status: 'DONE' });
  });
});

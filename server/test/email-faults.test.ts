import { DEMO_CUSTOMER } from '@rentacar/demo-data';
import { DateTime } from 'luxon';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { loadConfig } from '../src/index.js';
import {
  DIALECTS,
  POSTGRES_ONLY,
  POSTGRES_URL,
  TEST_JWT_SECRET,
  booking,
  call,
  dropSchema,
  login,
  registerCustomer,
  spawnServer,
  startTestServer,
  temporaryDir,
  uniqueSchemaName,
  type ServerProcess,
  type TestServer,
} from './helpers.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const recipientOf = (message: ParsedMail) =>
  message.to !== undefined && !Array.isArray(message.to) ? message.to.value[0]?.address : undefined;

describe.each(DIALECTS)('a server on %s killed (SIGKILL) while it sends', (dialect) => {
  let sink: SmtpSink;
  let server: ServerProcess | undefined;
  const dataDir = temporaryDir();
  const schema = uniqueSchemaName();
  // The restarted server finds the same database: the SQLite file, or the PostgreSQL schema.
  const database =
    dialect === 'postgres'
      ? { DATABASE_URL: POSTGRES_URL, DATABASE_SCHEMA: schema, JWT_SECRET: TEST_JWT_SECRET }
      : {};
  let dataStarted: () => void = () => undefined;

  beforeAll(async () => {
    // Every message is held 3 s before the SMTP server accepts it: the kill lands mid-send.
    sink = await startSmtpSink({ holdDataMs: 3000, onData: () => dataStarted() });
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
    if (dialect === 'postgres') await dropSchema(schema);
  });

  const start = () =>
    spawnServer({
      ...database,
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      EMAIL_POLL_MS: '50',
      EMAIL_RETRY_BASE_MS: '100',
      EMAIL_LEASE_MS: '1500',
      LOG_LEVEL: 'warn',
    });

  it('loses none of its e-mails: after the restart each arrives, duplicates share a Message-ID', async () => {
    server = await start();
    const sending = new Promise<void>((resolve) => (dataStarted = resolve));
    const customers = [];
    for (let index = 0; index < 3; index++) customers.push(await registerCustomer(server.api));
    await sending;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));

    sink.holdDataMs = 0;
    server = await start();
    for (const customer of customers) {
      const deadline = Date.now() + 20_000;
      let copies: ParsedMail[] = [];
      while (copies.length === 0 && Date.now() < deadline) {
        copies = sink.messages.filter((message) => recipientOf(message) === customer.email);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(copies.length, `welcome e-mails to ${customer.email}`).toBeGreaterThan(0);
      expect(new Set(copies.map((copy) => copy.messageId)).size).toBe(1);
    }
  }, 120_000);
});

describe.each(POSTGRES_ONLY)('three instances on one %s schema', () => {
  const schema = uniqueSchemaName();
  let sink: SmtpSink;
  let instances: TestServer[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    const options = {
      databaseUrl: POSTGRES_URL,
      databaseSchema: schema,
      jwtSecret: TEST_JWT_SECRET,
      email: { ...loadConfig({}).email, smtpUrl: sink.url, pollMs: 20, retryBaseMs: 100 },
    };
    // The first one migrates and seeds; the others join the same tables.
    instances = [await startTestServer('postgres', options)];
    instances.push(
      ...(await Promise.all([
        startTestServer('postgres', options),
        startTestServer('postgres', options),
      ])),
    );
  }, 90_000);
  afterAll(async () => {
    // The test stops them; this is for a test that failed before.
    await Promise.all(instances.map((instance) => instance.app.close()));
    await dropSchema(schema);
    await sink?.stop();
  });

  it('send exactly one confirmation for each of 50 bookings', async () => {
    const token = await login(instances[0]!.api, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const ids: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const day = 200 + (batch * 10 + index) * 2;
          return call(`${instances[index % 3]!.api}/reservations/add?carId=4`, {
            method: 'POST',
            token,
            json: booking(day, day + 1),
          });
        }),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(201);
        ids.push(answer.body.id as number);
      }
    }
    const confirmationOf = (message: ParsedMail) =>
      message.attachments.find((file) => /^reservation-\d+\.ics$/.test(file.filename ?? ''));
    const confirmations = () =>
      sink.messages.filter((message) => {
        const ics = confirmationOf(message);
        return ics !== undefined && ids.includes(Number(/\d+/.exec(ics.filename!)![0]));
      });
    const deadline = Date.now() + 30_000;
    while (confirmations().length < 50 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Stopped, each instance first finishes the sends it holds: a second claim of a row too.
    await Promise.all(instances.map((instance) => instance.close()));
    expect(confirmations()).toHaveLength(50);
    expect(new Set(confirmations().map((message) => message.messageId)).size).toBe(50);
  }, 90_000);
});

describe('the pick-up reminder job on two instances of one database', () => {
  let instances: TestServer[] = [];

  beforeAll(async () => {
    const dataDir = temporaryDir();
    // Both run the job every 100 ms on the same SQLite file.
    const options = { dataDir, email: { ...loadConfig({}).email, reminderIntervalMs: 100 } };
    instances = [await startTestServer('sqlite', options)];
    instances.push(await startTestServer('sqlite', options));
  });
  afterAll(async () => {
    await instances[1]?.app.close();
    await instances[0]?.app.close();
    await instances[0]?.destroy();
  });

  it('queues one reminder for a pick-up within the next day, none for a later one', async () => {
    const customer = await registerCustomer(instances[0]!.api);
    const hour = DateTime.now().plus({ hours: 3 }).startOf('hour');
    const book = (pickUp: DateTime) =>
      call(`${instances[1]!.api}/reservations/add?carId=6`, {
        method: 'POST',
        token: customer.token,
        json: {
          ...booking(1, 2),
          pickUpTime: pickUp.toFormat('MM/dd/yyyy HH:mm:ss'),
          dropOffTime: pickUp.plus({ hours: 2 }).toFormat('MM/dd/yyyy HH:mm:ss'),
        },
      });
    const soon = await book(hour);
    const later = await book(hour.plus({ days: 3 }));
    expect([soon.status, later.status]).toEqual([201, 201]);
    const admin = await login(instances[0]!.api, 'admin@example.com', 'Admin#1234');
    const reminders = async () => {
      const listed = await call(
        `${instances[0]!.api}/emails/admin/pages?q=${encodeURIComponent(customer.email)}&size=100`,
        { token: admin },
      );
      return (listed.body.content as { id: number; kind: string }[]).filter(
        (email) => email.kind === 'pickUpReminder',
      );
    };
    // Once one run has queued it, both instances are stopped: each finishes its run in progress.
    await expect
      .poll(async () => (await reminders()).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const [reminder] = await reminders();
    const shown = () => call(`${instances[0]!.api}/emails/admin/${reminder!.id}`, { token: admin });
    // Rendered off the request, by the next rendering pass.
    await expect
      .poll(async () => (await shown()).body.text, { timeout: 20_000 })
      .toContain(`/user/reservations/${soon.body.id}`);
    await Promise.all(instances.map((instance) => instance.app.close()));
    const database = openDatabase({
      dataDir: instances[0]!.dataDir,
      databaseUrl: undefined,
      databaseSchema: instances[0]!.databaseSchema,
    });
    try {
      const queued = await database.db
        .selectFrom('emailOutbox')
        .select('dedupeKey')
        .where('dedupeKey', 'in', [`reminder:${soon.body.id}`, `reminder:${later.body.id}`])
        .execute();
      expect(queued).toEqual([{ dedupeKey: `reminder:${soon.body.id}` }]);
    } finally {
      await database.close();
    }
  });
});

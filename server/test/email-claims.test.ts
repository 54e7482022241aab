import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { EmailSender } from '../src/email/sender.js';
import { DIALECTS, POSTGRES_URL, dropSchema, temporaryDir, uniqueSchemaName } from './helpers.js';

const QUEUED = 200;
const SENDERS = 4;
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/**
 * The claim that lets several instances share one outbox: senders on connections of their own
 * claim at the same moment, round after round, and no e-mail is ever handed to two of them.
 */
describe.each(DIALECTS)('senders claiming from one %s outbox at once', (dialect) => {
  const options = {
    dataDir: temporaryDir(),
    databaseUrl: dialect === 'postgres' ? POSTGRES_URL : undefined,
    databaseSchema: uniqueSchemaName(),
  };
  const databases: Database[] = [];
  let queuedIds: number[] = [];

  beforeAll(async () => {
    for (let index = 0; index < SENDERS; index++) databases.push(openDatabase(options));
    const [first] = databases;
    await migrateToLatest(first!, options.databaseSchema);
    const now = Date.now();
    const rows = await first!.db
      .insertInto('emailOutbox')
      .values(
        Array.from({ length: QUEUED }, (_, index) => ({
          kind: 'welcome',
          recipient: `claim-${index}@example.com`,
          message: '{}',
          subject: 'Welcome',
          html: '<p>Welcome</p>',
          text: 'Welcome',
          attachments: '[]',
          messageId: `<claim-${index}@rentacar.test>`,
          status: 'queued' as const,
          createdAt: '2026-11-27T10:00:00',
          queuedAtMs: now,
          nextAttemptAtMs: now,
        })),
      )
      .returning('id')
      .execute();
    queuedIds = rows.map((row) => row.id).sort((a, b) => a - b);
  });
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    if (dialect === 'postgres') await dropSchema(options.databaseSchema);
  });

  it('hand each queued e-mail to exactly one of them', async () => {
    const senders = databases.map(
      (database) =>
        new EmailSender({
          db: database.db,
          dialect,
          transport: nodemailer.createTransport({ jsonTransport: true }),
          from: 'Rentacar <bookings@rentacar.test>',
          maxAttempts: 3,
          retryBaseMs: 1000,
          pollMs: 1000,
          // Longer than the test: nothing claimed becomes due again meanwhile.
          leaseMs: 600_000,
          log: silentLog,
          batchSize: 20,
        }),
    );
    const claimed: number[] = [];
    for (let round = 0; round < QUEUED; round++) {
      // Each sender claims twice at the same moment, as instances polling together do.
      const batches = await Promise.all(
        senders.flatMap((sender) => [sender.claim(), sender.claim()]),
      );
      const ids = batches.flat().map((row) => row.id);
      if (ids.length === 0) break;
      claimed.push(...ids);
    }
    expect(claimed.length - new Set(claimed).size, 'e-mails claimed twice').toBe(0);
    expect([...claimed].sort((a, b) => a - b)).toEqual(queuedIds);
  });
});

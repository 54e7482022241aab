import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { EmailSender } from '../src/email/sender.js';
import { DIALECTS, temporaryDatabase } from './helpers.js';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Far longer than any retry delay here: an attempt that waited for it would never come. */
const LEASE_MS = 24 * HOUR_MS;
const START_MS = Date.UTC(2026, 10, 27, 10, 0, 0);

/** An SMTP server that refuses every message. */
const refusingTransport = {
  sendMail: () => Promise.reject(new Error('421 Service not available')),
  close: () => undefined,
} as unknown as Transporter;

/**
 * A failing e-mail on the sender's own schedule: the clock (Date, all the sender reads) is moved
 * by hand, so each wait is exact and the test never sleeps.
 */
describe.each(DIALECTS)('a failing e-mail on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: START_MS });
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function outboxWithOneEmail({ maxAttempts = 20 } = {}) {
    const { database, schema } = temporaryDatabase(dialect, cleanups);
    await migrateToLatest(database, schema);
    const { id } = await database.db
      .insertInto('emailOutbox')
      .values({
        kind: 'welcome',
        recipient: 'retry@example.com',
        message: '{}',
        subject: 'Welcome',
        html: '<p>Welcome</p>',
        text: 'Welcome',
        attachments: '[]',
        messageId: '<retry@rentacar.test>',
        status: 'queued',
        createdAt: '2026-11-27T10:00:00',
        queuedAtMs: START_MS,
        nextAttemptAtMs: START_MS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sender = new EmailSender({
      db: database.db,
      dialect,
      transport: refusingTransport,
      from: 'Rentacar <bookings@rentacar.test>',
      maxAttempts,
      retryBaseMs: MINUTE_MS,
      pollMs: 1000,
      leaseMs: LEASE_MS,
      log: silentLog,
    });
    const row = () =>
      database.db
        .selectFrom('emailOutbox')
        .select(['status', 'attempts', 'nextAttemptAtMs', 'lastError'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    return { sender, row };
  }

  it('waits twice as long after each failed attempt, up to an hour', async () => {
    const { sender, row } = await outboxWithOneEmail();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect(await sender.drain()).toBe(1);
      const failed = await row();
      expect(failed).toMatchObject({ status: 'queued', attempts: attempt });
      waits.push(Number(failed.nextAttemptAtMs) - Date.now());
      // A moment before it is due, the e-mail is not attempted.
      vi.setSystemTime(Number(failed.nextAttemptAtMs) - 1);
      expect(await sender.drain()).toBe(0);
      vi.setSystemTime(Number(failed.nextAttemptAtMs));
    }
    expect(waits.map((wait) => wait / MINUTE_MS)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect((await row()).lastError).toBe('421 Service not available');
  });

  it('fails for good at its last allowed attempt and is never attempted again', async () => {
    const { sender, row } = await outboxWithOneEmail({ maxAttempts: 3 });
    for (const attempt of [1, 2]) {
      expect(await sender.drain()).toBe(1);
      const failed = await row();
      expect(failed).toMatchObject({ status: 'queued', attempts: attempt });
      vi.setSystemTime(Number(failed.nextAttemptAtMs));
    }
    expect(await sender.drain()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
    vi.setSystemTime(Date.now() + 2 * LEASE_MS);
    expect(await sender.drain()).toBe(0);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('is attempted again when its retry is due, not only once the lease of the failed attempt ran out', async () => {
    const { sender, row } = await outboxWithOneEmail();
    expect(await sender.drain()).toBe(1);
    const { nextAttemptAtMs } = await row();
    expect(Number(nextAttemptAtMs) - START_MS).toBe(MINUTE_MS);
    vi.setSystemTime(Number(nextAttemptAtMs));
    expect(await sender.drain()).toBe(1);
    expect(await row()).toMatchObject({ status: 'queued', attempts: 2 });
  });
});

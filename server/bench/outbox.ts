/**
 * `npm run bench:outbox -w @rentacar/server`: what the e-mail outbox costs and how fast it drains.
 *
 * 1. Booking throughput (POST /reservations/add, autocannon, 10 connections) with the outbox
 *    (each booking queues its confirmation in its transaction; it is rendered afterwards, in the
 *    background of the same process) and without it
 *    (an outbox that writes nothing), on SQLite and, when reachable, PostgreSQL; the target is
 *    at least 0.8x.
 * 2. The sender draining 10,000 queued e-mails into a local SMTP server (smtp-server, which
 *    reads and drops each message): e-mails per second.
 *
 * The server runs in this process (so a replaced outbox can be handed to it), as autocannon does:
 * both variants share that handicap. A measurement, not a test: it asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderEmail, type EmailMessage } from '@rentacar/emails';
import autocannon from 'autocannon';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { loadConfig, startServer, type ServerConfig } from '../src/index.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import type { Outbox } from '../src/email/outbox.js';
import { createSmtpTransport, EmailSender } from '../src/email/sender.js';
import { logIn, onEachDatabase } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DRAINED = Number(process.env.BENCH_EMAILS ?? 10_000);
const pad = (value: number) => String(value).padStart(2, '0');
const payloadTime = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${pad(date.getHours())}:00:00`;

const noOutbox: Outbox = { queue: async () => false, renderPending: async () => 0 };
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** Bookings per second of a fresh seeded server, each of its own day and demo vehicle. */
async function bookingRate(overrides: Partial<ServerConfig>, outbox?: Outbox): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-bench-outbox-'));
  const server = await startServer({ ...overrides, dataDir, logLevel: 'warn', outbox });
  try {
    const api = `${server.url}/api`;
    const token = await logIn(api, { email: 'customer@example.com', password: 'Customer#1234' });
    let booking = 0;
    const base = new Date();
    base.setHours(10, 0, 0, 0);
    const options: autocannon.Options = {
      url: api,
      connections: 10,
      requests: [
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          setupRequest: (request) => {
            booking += 1;
            const pickUp = new Date(base.getTime() + (400 + booking) * 86_400_000);
            return {
              ...request,
              path: `/api/reservations/add?carId=${1 + (booking % 8)}`,
              body: JSON.stringify({
                pickUpTime: payloadTime(pickUp),
                dropOffTime: payloadTime(new Date(pickUp.getTime() + 5 * 3_600_000)),
                pickUpLocation: 'Bench Airport',
                dropOffLocation: 'Bench Station',
              }),
            };
          },
        },
      ],
    };
    await autocannon({ ...options, duration: 1 });
    const result = await autocannon({ ...options, duration: SECONDS });
    if (result.non2xx > 0) console.log(`  (${result.non2xx} bookings refused)`);
    return result.requests.average;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function compareBookings(label: string, overrides: Partial<ServerConfig>) {
  const without = await bookingRate(overrides, noOutbox);
  const withOutbox = await bookingRate(overrides);
  console.table([
    {
      database: label,
      'bookings/s without outbox': Math.round(without),
      'bookings/s with outbox': Math.round(withOutbox),
      ratio: Number((withOutbox / without).toFixed(2)),
    },
  ]);
}

/** A local SMTP server that accepts and drops every message. */
async function startDroppingSmtp(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function drainRate(label: string, overrides: Partial<ServerConfig>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-bench-drain-'));
  const config = { ...loadConfig({}), ...overrides, dataDir };
  const database = openDatabase(config);
  const smtp = await startDroppingSmtp();
  try {
    await migrateToLatest(database, config.databaseSchema);
    // One rendered booking confirmation (with its .ics), queued 10,000 times.
    const message: EmailMessage = {
      kind: 'bookingConfirmed',
      to: 'bench@example.com',
      recipientName: 'Bench Customer',
      language: 'en',
      reservation: {
        reference: 1,
        vehicleName: 'Toyota Mirai',
        pickUpTime: '2026-12-01T10:00:00',
        dropOffTime: '2026-12-02T10:00:00',
        pickUpLocation: 'Bench Airport',
        dropOffLocation: 'Bench Station',
        totalPriceInCents: 12_000,
        link: 'https://rentacar.example/user/reservations/1',
        calendar: { uid: 'reservation-1@rentacar.example', sequence: 0 },
      },
    };
    const rendered = await renderEmail(message, { timeZone: config.timeZone });
    const now = Date.now();
    for (let first = 0; first < DRAINED; first += 500) {
      await database.db
        .insertInto('emailOutbox')
        .values(
          Array.from({ length: Math.min(500, DRAINED - first) }, (_, index) => ({
            kind: 'bookingConfirmed',
            recipient: rendered.to,
            message: JSON.stringify(message),
            subject: rendered.subject,
            html: rendered.html,
            text: rendered.text,
            attachments: JSON.stringify(rendered.attachments),
            messageId: `<bench-${first + index}@rentacar.example>`,
            status: 'queued' as const,
            createdAt: '2026-11-26T10:00:00',
            queuedAtMs: now,
            nextAttemptAtMs: now,
          })),
        )
        .execute();
    }
    const sender = new EmailSender({
      db: database.db,
      dialect: database.dialect,
      transport: createSmtpTransport(smtp.url),
      from: 'Rentacar <bench@rentacar.example>',
      maxAttempts: 3,
      retryBaseMs: 1000,
      pollMs: 1000,
      leaseMs: 120_000,
      log: silentLog,
    });
    const started = performance.now();
    const attempted = await sender.drain();
    const seconds = (performance.now() - started) / 1000;
    const { sent } = await database.db
      .selectFrom('emailOutbox')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    await sender.stop();
    console.table([
      {
        database: label,
        queued: DRAINED,
        attempted,
        sent: Number(sent),
        seconds: Number(seconds.toFixed(1)),
        'e-mails/s': Math.round(Number(sent) / seconds),
      },
    ]);
  } finally {
    await smtp.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Booking throughput, ${SECONDS} s each, with and without the e-mail outbox:`);
await onEachDatabase(compareBookings);
console.log(`\nThe sender draining ${DRAINED} queued e-mails into a local SMTP server:`);
await onEachDatabase(drainRate);

import { randomUUID } from 'node:crypto';
import { localNow } from '@rentacar/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { DialectName } from '../db/database.js';
import type { EmailAttachment } from '@rentacar/emails';
import type { DB } from '../db/schema.js';
import type { RenderedOutboxRow } from './outbox.js';

export interface EmailSenderOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  transport: Transporter;
  from: string;
  maxAttempts: number;
  retryBaseMs: number;
  pollMs: number;
  leaseMs: number;
  log: FastifyBaseLogger;
  /** E-mails claimed (and sent in parallel) at a time. */
  batchSize?: number;
}

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 1000;
const DEFAULT_BATCH_SIZE = 20;

/** The wait before attempt `attempts + 1`: `base`, doubled per failed attempt, at most an hour. */
const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/** A header value on one line: a line break could start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

export const createSmtpTransport = (smtpUrl: string): Transporter =>
  nodemailer.createTransport(smtpUrl, { pool: true, maxConnections: 5 } as never);

/**
 * Claims due e-mails for a lease (PostgreSQL: SKIP LOCKED) and records outcomes only while the
 * claim holds; a process killed mid-send leaves the lease to run out: delivery is at least once.
 */
export class EmailSender {
  #stopped = true;
  #loop: Promise<void> | undefined;
  #wake: (() => void) | undefined;

  constructor(private readonly options: EmailSenderOptions) {}

  async claim(): Promise<RenderedOutboxRow[]> {
    const { db, dialect, leaseMs } = this.options;
    const claimId = randomUUID();
    const now = Date.now();
    const due = db
      .selectFrom('emailOutbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('subject', 'is not', null)
      .where('nextAttemptAtMs', '<=', now)
      .where((eb) => eb.or([eb('leaseUntilMs', 'is', null), eb('leaseUntilMs', '<', now)]))
      .orderBy('id')
      .limit(this.options.batchSize ?? DEFAULT_BATCH_SIZE);
    await db
      .updateTable('emailOutbox')
      .set((eb) => ({
        claimId,
        leaseUntilMs: now + leaseMs,
        // Counted when claimed: an attempt cut short by a crash still counts.
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
      .execute();
    const rows = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('claimId', '=', claimId)
      .execute();
    return rows as RenderedOutboxRow[];
  }

  async #deliver(row: RenderedOutboxRow): Promise<void> {
    const { db, transport, from, maxAttempts, retryBaseMs } = this.options;
    const held = (query: ReturnType<typeof db.updateTable<'emailOutbox'>>) =>
      query.where('id', '=', row.id).where('claimId', '=', row.claimId);
    try {
      const attachments = JSON.parse(row.attachments) as EmailAttachment[];
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: oneLine(row.subject),
        html: row.html,
        text: row.text,
        messageId: row.messageId,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      await held(db.updateTable('emailOutbox'))
        .set({ status: 'sent', sentAt: localNow(), leaseUntilMs: null, claimId: null })
        .execute();
    } catch (error) {
      const failed = row.attempts >= maxAttempts;
      const message = (error as Error).message.slice(0, MAX_ERROR_LENGTH);
      this.options.log.warn(
        { emailId: row.id, attempts: row.attempts, err: message },
        failed ? 'E-mail failed for good' : 'E-mail attempt failed; retrying later',
      );
      await held(db.updateTable('emailOutbox'))
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: message,
          nextAttemptAtMs: Date.now() + retryDelayMs(row.attempts, retryBaseMs),
          leaseUntilMs: null,
          claimId: null,
        })
        .execute();
    }
  }

  /** Claims and sends batches until none is due; answers how many e-mails were attempted. */
  async drain(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return attempted;
      await Promise.all(rows.map((row) => this.#deliver(row)));
      attempted += rows.length;
      // Started in the background and stopped since: the batch in hand was the last one.
      if (this.#stopped && this.#loop !== undefined) return attempted;
    }
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.drain();
      } catch (error) {
        // The database may be away for a moment: the rows wait, and so does the sender.
        this.options.log.error({ err: error }, 'E-mail sender could not read the outbox');
      }
      if (this.#stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Stops after the batch in hand (its outcomes recorded), and closes the SMTP connections. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#loop;
    this.#loop = undefined;
    this.options.transport.close();
  }
}

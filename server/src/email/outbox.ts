import { randomUUID } from 'node:crypto';
import { renderEmail, type EmailMessage } from '@rentacar/emails';
import { DEFAULT_LANGUAGE, localNow } from '@rentacar/rules';
import type { Kysely } from 'kysely';
import type { DB, EmailOutboxRow, Executor } from '../db/schema.js';

export interface OutboxOptions {
  /** The office's time zone: e-mails show local times, and the .ics names it. */
  timeZone: string;
  /** The From address; its domain names the Message-IDs. */
  mailFrom: string;
  /** The currency amounts are in and the locale of English e-mails (`ServerConfig.money`). */
  money: { currency: string; locale: string };
}

export type RenderedOutboxRow = EmailOutboxRow & {
  subject: string;
  html: string;
  text: string;
  attachments: string;
};

/** Queued in the change's transaction; rendered once after the commit, off the request, as sent. */
export interface Outbox {
  /** Queues `message` in `trx`; with `dedupeKey`, a second row with that key is not inserted (false). */
  queue(trx: Executor, message: EmailMessage, dedupeKey?: string): Promise<boolean>;
  /** Renders `ids`, or the oldest unrendered rows until `budgetMs` is spent; answers how many. */
  renderPending(db: Kysely<DB>, options?: { budgetMs?: number; ids?: number[] }): Promise<number>;
}

/** `Rentacar <bookings@rentacar.example.com>` -> `rentacar.example.com`. */
const mailDomain = (mailFrom: string) =>
  /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'rentacar.invalid';

/** `Rentacar <bookings@rentacar.example.com>` -> `bookings@rentacar.example.com`. */
const mailAddress = (mailFrom: string) => /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();

const RENDER_BATCH = 20;
/** The rendering a call does without ids: a share of one CPU, as `scheduleRendering` repeats it. */
const DEFAULT_RENDER_BUDGET_MS = 200;

export function createOutbox({ timeZone, mailFrom, money }: OutboxOptions): Outbox {
  const domain = mailDomain(mailFrom);
  const settings = { timeZone, ...money, calendarOrganizer: mailAddress(mailFrom) };
  return {
    async queue(trx, message, dedupeKey) {
      const now = Date.now();
      const inserted = await trx
        .insertInto('emailOutbox')
        .values({
          kind: message.kind,
          recipient: message.to,
          message: JSON.stringify(message),
          // Fixed now, sent with every attempt: a rare duplicate delivery is recognisable.
          messageId: `<${randomUUID()}@${domain}>`,
          status: 'queued',
          createdAt: localNow(),
          queuedAtMs: now,
          nextAttemptAtMs: now,
          dedupeKey: dedupeKey ?? null,
        })
        .$if(dedupeKey !== undefined, (query) =>
          query.onConflict((conflict) => conflict.column('dedupeKey').doNothing()),
        )
        .returning('id')
        .execute();
      return inserted.length > 0;
    },

    async renderPending(db, { budgetMs = DEFAULT_RENDER_BUDGET_MS, ids } = {}) {
      const started = performance.now();
      let rendered = 0;
      for (;;) {
        const pending = await db
          .selectFrom('emailOutbox')
          .select(['id', 'message'])
          .where('subject', 'is', null)
          .$if(ids !== undefined, (query) => query.where('id', 'in', ids!.length > 0 ? ids! : [0]))
          .orderBy('id')
          .$if(ids === undefined, (query) => query.limit(RENDER_BATCH))
          .execute();
        for (const { id, message } of pending) {
          // A message queued before accounts had a language is read in English.
          const queued = { language: DEFAULT_LANGUAGE, ...JSON.parse(message) } as EmailMessage;
          const email = await renderEmail(queued, settings);
          // Another instance may have rendered it meanwhile: the first result stays.
          await db
            .updateTable('emailOutbox')
            .set({
              recipient: email.to,
              subject: email.subject,
              html: email.html,
              text: email.text,
              attachments: JSON.stringify(email.attachments),
            })
            .where('id', '=', id)
            .where('subject', 'is', null)
            .execute();
          rendered += 1;
          if (ids === undefined && performance.now() - started >= budgetMs) return rendered;
        }
        if (ids !== undefined || pending.length < RENDER_BATCH) return rendered;
      }
    },
  };
}

export const isRendered = (row: EmailOutboxRow): row is RenderedOutboxRow => row.subject !== null;

/** One budget every `intervalMs`: a burst of bookings waits in the outbox, not in the requests. */
export function scheduleRendering(
  run: () => Promise<number>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = run()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

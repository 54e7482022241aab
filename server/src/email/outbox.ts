import { randomUUID } from 'node:crypto';
import { renderEmail, type EmailMessage } from '@rentacar/emails';
import { localNow } from '@rentacar/rules';
import type { Executor } from '../records.js';

export interface OutboxOptions {
  /** The office's time zone: e-mails show local times, and the .ics names it. */
  timeZone: string;
  /** The From address; its domain names the Message-IDs. */
  mailFrom: string;
}

/** Writes e-mails into the outbox, inside the caller's transaction. */
export interface Outbox {
  /**
   * Renders `message` and inserts it as queued, in `trx` (the transaction of the change that
   * causes it: both are committed or neither). With `dedupeKey`, a second row with the same key
   * is not inserted (answers false).
   */
  queue(trx: Executor, message: EmailMessage, dedupeKey?: string): Promise<boolean>;
}

/** `Rentacar <bookings@rentacar.example.com>` -> `rentacar.example.com`. */
export function mailDomain(mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1];
  return domain ?? 'rentacar.invalid';
}

export function createOutbox({ timeZone, mailFrom }: OutboxOptions): Outbox {
  const domain = mailDomain(mailFrom);
  return {
    async queue(trx, message, dedupeKey) {
      const rendered = await renderEmail(message, { timeZone });
      const now = Date.now();
      const inserted = await trx
        .insertInto('emailOutbox')
        .values({
          kind: message.kind,
          recipient: rendered.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          attachments: JSON.stringify(rendered.attachments),
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
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
    },
  };
}

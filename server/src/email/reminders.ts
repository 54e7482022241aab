import { localNow, pickUpReminderWindow, reminderDedupeKey } from '@rentacar/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Outbox } from './outbox.js';
import { reservationEmailParts } from './reservation-emails.js';

/** Queues the due pick-up reminders; the unique dedupe key lets in one instance's row only. */
export async function queueDueReminders(
  db: Kysely<DB>,
  outbox: Outbox,
  origin: string,
): Promise<number> {
  const { after, atMost } = pickUpReminderWindow(localNow());
  const due = await db
    .selectFrom('reservations')
    .select('id')
    .where('status', '=', 'CREATED')
    .where('pickUpTime', '>', after)
    .where('pickUpTime', '<=', atMost)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('emailOutbox')
            .select('emailOutbox.id')
            .whereRef(
              'emailOutbox.dedupeKey',
              '=',
              sql<string>`${'reminder:'} || cast(reservations.id as varchar(20))`,
            ),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const inserted = await db.transaction().execute(async (trx) => {
      const parts = await reservationEmailParts(trx, id, origin);
      return outbox.queue(trx, { kind: 'pickUpReminder', ...parts }, reminderDedupeKey(id));
    });
    if (inserted) queued += 1;
  }
  return queued;
}

/** Runs `queueDueReminders` every `intervalMs` until the answer is called (it stops the timer). */
export function scheduleReminders(
  run: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = run().catch(onError);
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

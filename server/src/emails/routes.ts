import { API_MESSAGES, type EmailDetail, type OutboxEmail } from '@rentacar/contract';
import type { EmailOutboxRow } from '../db/schema.js';
import { isRendered, type Outbox, type RenderedOutboxRow } from '../email/outbox.js';
import { notFound } from '../errors.js';
import { containsText } from '../filters.js';
import type { ResourceHandlers } from '../operations.js';
import { fetchPage } from '../paging.js';
import type { Context } from '../context.js';

export interface EmailContext extends Context {
  outbox: Outbox;
}

const toOutboxEmail = (row: RenderedOutboxRow): OutboxEmail => ({
  id: row.id,
  kind: row.kind as OutboxEmail['kind'],
  recipient: row.recipient,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
});

function toEmailDetail(row: RenderedOutboxRow): EmailDetail {
  return {
    ...toOutboxEmail(row),
    messageId: row.messageId,
    html: row.html,
    text: row.text,
    // Stored as rendered: each file's name, type and text.
    attachments: JSON.parse(row.attachments) as EmailDetail['attachments'],
  };
}

export function emailHandlers({ db, dialect, outbox }: EmailContext): ResourceHandlers<'emails'> {
  const selectEmails = (ids: number[]) =>
    db.selectFrom('emailOutbox').selectAll().where('id', 'in', ids).orderBy('id').execute();

  /** `rows` rendered: the background renderer may not have reached the newest yet. */
  async function rendered(rows: EmailOutboxRow[]): Promise<RenderedOutboxRow[]> {
    const pending = rows.filter((row) => !isRendered(row)).map((row) => row.id);
    if (pending.length === 0) return rows as RenderedOutboxRow[];
    await outbox.renderPending(db, { ids: pending });
    const fresh = new Map((await selectEmails(pending)).map((row) => [row.id, row]));
    return rows.map((row) => (fresh.get(row.id) ?? row) as RenderedOutboxRow);
  }

  async function findEmail(id: number): Promise<RenderedOutboxRow> {
    const [row] = await selectEmails([id]);
    if (row === undefined) throw notFound(id);
    return (await rendered([row]))[0]!;
  }

  return {
    async listEmails(request) {
      const search = request.query.q;
      const { status } = request.query;
      // A search reads subjects: the newest e-mails are rendered first.
      await outbox.renderPending(db);
      const query = db
        .selectFrom('emailOutbox')
        .selectAll()
        .$if(search !== undefined, (query) =>
          query.where(containsText(dialect, search!, ['recipient', 'subject'])),
        )
        .$if(status !== undefined, (query) => query.where('status', '=', status!));
      return fetchPage(query, request.query, async (rows) =>
        (await rendered(rows)).map(toOutboxEmail),
      );
    },

    async getEmail(request) {
      return toEmailDetail(await findEmail(request.params.id));
    },

    async resendEmail(request, reply) {
      const { id } = request.params;
      const now = Date.now();
      // A sender holding it now keeps its claim; the row is simply due again afterwards.
      const { numUpdatedRows } = await db
        .updateTable('emailOutbox')
        .set({ status: 'queued', attempts: 0, nextAttemptAtMs: now, queuedAtMs: now })
        .where('id', '=', id)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) throw notFound(id);
      reply.code(202);
      return { message: API_MESSAGES.emailQueued, success: true };
    },
  };
}

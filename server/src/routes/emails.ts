import {
  API_MESSAGES,
  type EmailDetail,
  type EmailStatus,
  type OutboxEmail,
} from '@rentacar/contract';
import type { EmailOutboxRow } from '../db/schema.js';
import { notFound } from '../errors.js';
import { containsText, type Optional } from '../filters.js';
import type { ResourceHandlers } from '../operations.js';
import { fetchPage } from '../paging.js';
import type { Context } from '../records.js';

/** The list's columns: never the parts, which may be large. */
const LISTED_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'subject',
  'status',
  'attempts',
  'lastError',
  'createdAt',
  'sentAt',
] as const;

type ListedRow = Pick<EmailOutboxRow, (typeof LISTED_COLUMNS)[number]>;

const toOutboxEmail = (row: ListedRow): OutboxEmail => ({
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

function toEmailDetail(row: EmailOutboxRow): EmailDetail {
  const attachments = JSON.parse(row.attachments) as { filename: string; contentType: string }[];
  return {
    ...toOutboxEmail(row),
    messageId: row.messageId,
    html: row.html,
    text: row.text,
    attachments: attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/** The administrator's view of the outbox. */
export function emailHandlers({ db, dialect }: Context): ResourceHandlers<'emails'> {
  async function findEmail(id: number): Promise<EmailOutboxRow> {
    const row = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(id);
    return row;
  }

  return {
    async listEmails(request) {
      const search: Optional<string> = request.query.q;
      const status: Optional<EmailStatus> = request.query.status;
      const query = db
        .selectFrom('emailOutbox')
        .select(LISTED_COLUMNS)
        .$if(search !== undefined, (query) =>
          query.where(containsText(dialect, search!, ['recipient', 'subject'])),
        )
        .$if(status !== undefined, (query) => query.where('status', '=', status!));
      return fetchPage(query, request.query, (rows) => rows.map(toOutboxEmail));
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

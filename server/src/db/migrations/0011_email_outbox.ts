import { sql, type Kysely, type Migration } from 'kysely';
import { columnTypes, type DialectName } from './column-types.js';

/**
 * `email_confirmed` (false for existing accounts), the e-mail outbox written in the transaction of
 * the change causing it, and link tokens stored as SHA-256 hashes.
 */
export const emailOutbox = (dialect: DialectName): Migration => ({
  async up(db: Kysely<unknown>) {
    const types = columnTypes(dialect);
    await db.schema
      .alterTable('users')
      .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('email_outbox')
      .addColumn('id', types.idType, types.id)
      .addColumn('kind', 'varchar(30)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('subject', 'varchar(998)')
      .addColumn('html', 'text')
      .addColumn('text', 'text')
      .addColumn('attachments', 'text')
      .addColumn('message_id', 'varchar(200)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) =>
        c.notNull().check(sql`status in ('queued', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'varchar(1000)')
      .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
      .addColumn('queued_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('next_attempt_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('lease_until_ms', 'bigint')
      .addColumn('claim_id', 'varchar(36)')
      .addColumn('sent_at', 'varchar(19)')
      .addColumn('dedupe_key', 'varchar(100)', (c) => c.unique())
      .execute();
    await db.schema
      .createIndex('email_outbox_due')
      .on('email_outbox')
      .columns(['status', 'next_attempt_at_ms', 'id'])
      .execute();
    for (const column of ['created_at', 'recipient', 'subject', 'status', 'attempts', 'sent_at']) {
      await db.schema
        .createIndex(`email_outbox_${column}_id`)
        .on('email_outbox')
        .columns([column, 'id'])
        .execute();
    }
    await db.schema
      .createTable('email_tokens')
      .addColumn('id', types.idType, types.id)
      .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(20)', (c) =>
        c.notNull().check(sql`purpose in ('passwordReset', 'emailConfirmation')`),
      )
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('expires_at_ms', 'bigint', (c) => c.notNull())
      .addColumn('used', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('email_tokens_user')
      .on('email_tokens')
      .columns(['user_id', 'purpose'])
      .execute();
  },
});

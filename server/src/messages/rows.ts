import type { ContactMessage } from '@rentacar/contract';
import type { Generated, Selectable } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  body: string;
}

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, subject: row.subject, body: row.body };
}

import { API_MESSAGES } from '@rentacar/contract';
import { db } from '../db';
import { notFound } from '../errors';
import { containsText } from '../filters';
import { http } from '../http';
import type { EmailRecord } from '../outbox';
import { toPage } from '../paging';

const findEmail = (request: Request, id: number): EmailRecord =>
  db.emails.find(id) ?? notFound(request, id);

/** The list's view of an e-mail: everything but its parts and Message-ID. */
function toListedEmail({
  html: _html,
  text: _text,
  attachments: _attachments,
  messageId: _messageId,
  ...listed
}: EmailRecord) {
  return listed;
}

export const emailHandlers = [
  http.get('/emails/admin/pages', ({ valid, response }) => {
    const { q, status } = valid.query;
    const emails = db.emails
      .all()
      .filter(
        (email) =>
          containsText(q, email.recipient, email.subject) &&
          (status === undefined || email.status === status),
      );
    // A never-sent e-mail sorts as the earliest sentAt, as NULL sorts first in the server's order.
    const page = toPage(emails, valid.query, (email, field) => email[field] ?? '');
    return response(200).json({ ...page, content: page.content.map(toListedEmail) });
  }),

  http.get('/emails/admin/{id}', ({ request, valid, response }) => {
    return response(200).json(findEmail(request, valid.path.id));
  }),

  http.post('/emails/admin/{id}/resend', ({ request, valid, response }) => {
    const email = findEmail(request, valid.path.id);
    db.emails.update(email.id, { status: 'queued', attempts: 0 });
    return response(202).json({ message: API_MESSAGES.emailQueued, success: true });
  }),
];

import { API_MESSAGES, type ContactMessage } from '@rentacar/contract';
import { db } from '../db';
import { notFound } from '../errors';
import { containsText } from '../filters';
import { http } from '../http';
import { toPage } from '../paging';

const findMessage = (request: Request, id: number): ContactMessage =>
  db.contactMessages.find(id) ?? notFound(request, id);

export const messageHandlers = [
  http.post('/contactmessage/visitors', ({ valid, response }) => {
    db.contactMessages.insert(valid.body);
    return response(201).json({ message: API_MESSAGES.messageCreated, success: true });
  }),

  http.get('/contactmessage/pages', ({ valid, response }) => {
    const { q } = valid.query;
    const messages = db.contactMessages
      .all()
      .filter((message) => containsText(q, message.subject, message.name, message.email));
    return response(200).json(toPage(messages, valid.query));
  }),

  http.get('/contactmessage/{messageId}', ({ request, valid, response }) => {
    return response(200).json(findMessage(request, valid.path.messageId));
  }),

  http.delete('/contactmessage/{messageId}', ({ request, valid, response }) => {
    const message = findMessage(request, valid.path.messageId);
    db.contactMessages.delete(message.id);
    return response(200).json({ message: API_MESSAGES.messageDeleted, success: true });
  }),
];

import { API_MESSAGES, type ContactMessage } from '@rentacar/api';
import { authorize } from '../auth';
import { db } from '../db';
import { notFound } from '../errors';
import { containsText, readSearchText } from '../filters';
import { http } from '../http';
import { pagedLists, readPageRequest, toPage } from '../paging';
import { limitClientRequests } from '../rateLimits';
import { email, parseId, readJson, textLength, validateBody } from '../validation';

function findMessage(request: Request, rawId: string | undefined): ContactMessage {
  const id = parseId(request, 'messageId', rawId);
  return db.contactMessages.find(id) ?? notFound(request, id);
}

export const messageHandlers = [
  http.post('/contactmessage/visitors', async ({ request, response }) => {
    limitClientRequests(request, 'createContactMessage');
    const message = validateBody(request, await readJson(request), 'ContactMessageInput', {
      name: textLength(1, 50),
      email,
      subject: textLength(5, 50),
      body: textLength(20, 200),
    });
    db.contactMessages.insert(message);
    return response(201).json({ message: API_MESSAGES.messageCreated, success: true });
  }),

  // Before `/contactmessage/{messageId}`, which would otherwise take "pages" as an id.
  http.get('/contactmessage/pages', ({ request, response }) => {
    authorize(request, 'Administrator');
    const pageRequest = readPageRequest(request, pagedLists.listContactMessages);
    const search = readSearchText(request);
    const messages = db.contactMessages
      .all()
      .filter((message) => containsText(search, message.subject, message.name, message.email));
    return response(200).json(toPage(messages, pageRequest));
  }),

  http.get('/contactmessage/{messageId}', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    return response(200).json(findMessage(request, params.messageId));
  }),

  http.delete('/contactmessage/{messageId}', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const message = findMessage(request, params.messageId);
    db.contactMessages.delete(message.id);
    return response(200).json({ message: API_MESSAGES.messageDeleted, success: true });
  }),
];

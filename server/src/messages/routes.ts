import { API_MESSAGES } from '@rentacar/contract';
import { notFound } from '../errors.js';
import type { ResourceHandlers } from '../operations.js';
import { containsText } from '../filters.js';
import { fetchPage } from '../paging.js';
import type { Context } from '../context.js';
import { toContactMessage } from './rows.js';

export function messageHandlers({ db, dialect }: Context): ResourceHandlers<'messages'> {
  async function findMessage(id: number) {
    const row = await db
      .selectFrom('contactMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (row === undefined) throw notFound(id);
    return row;
  }

  return {
    async createContactMessage(request, reply) {
      const { name, email, subject, body } = request.body;
      await db.insertInto('contactMessages').values({ name, email, subject, body }).execute();
      reply.code(201);
      return { message: API_MESSAGES.messageCreated, success: true };
    },

    async listContactMessages(request) {
      const search = request.query.q;
      const query = db
        .selectFrom('contactMessages')
        .selectAll()
        .$if(search !== undefined, (query) =>
          query.where(containsText(dialect, search!, ['subject', 'name', 'email'])),
        );
      return fetchPage(query, request.query, (rows) => rows.map(toContactMessage));
    },

    async getContactMessage(request) {
      return toContactMessage(await findMessage(request.params.messageId));
    },

    async deleteContactMessage(request) {
      const { messageId } = request.params;
      await findMessage(messageId);
      await db.deleteFrom('contactMessages').where('id', '=', messageId).execute();
      return { message: API_MESSAGES.messageDeleted, success: true };
    },
  };
}

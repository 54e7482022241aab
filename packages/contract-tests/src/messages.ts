import type { ContactMessage, ContactMessageInput } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import { randomClientAddress, type ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectDefaultPage,
  expectError,
  expectNotFound,
  expectPageMetadata,
  expectSortedBy,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import { uniqueEmail, uniqueText } from './fixtures';

function messageInput(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: 'Morgan Visitor',
    email: uniqueEmail('visitor'),
    subject: uniqueText('Question'),
    body: 'Can I pick up a car at the airport after midnight on a Sunday?',
    ...overrides,
  };
}

export function describeMessages(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  /** Sends a message and answers it as stored (creation answers no id). */
  async function sendMessage(): Promise<ContactMessage> {
    const input = messageInput();
    const { response } = await context.client().POST('/contactmessage/visitors', { body: input });
    expect(response.status).toBe(201);
    const { data } = await admin().GET('/contactmessage/pages', {
      params: { query: { sort: 'id', direction: 'DESC', size: 100 } },
    });
    const stored = data!.content.find((message) => message.subject === input.subject);
    expect(stored, `message "${input.subject}"`).toEqual({ ...input, id: expect.any(Number) });
    return stored!;
  }

  describe('POST /contactmessage/visitors (createContactMessage)', () => {
    it('stores a message from an anonymous visitor', async () => {
      await expectSuccess(
        context.client().POST('/contactmessage/visitors', { body: messageInput() }),
        201,
        'ContactMessage successfully created',
      );
      await sendMessage();
    });

    it('keeps markup in a message as plain text', async () => {
      const body = '<script>alert("hi")</script> <b>Is the Jeep free?</b>';
      const input = messageInput({ body });
      await context.client().POST('/contactmessage/visitors', { body: input });
      const { data } = await admin().GET('/contactmessage/pages', {
        params: { query: { sort: 'id', direction: 'DESC', size: 100 } },
      });
      expect(data!.content.find((message) => message.subject === input.subject)?.body).toBe(body);
    });

    it('answers 400 naming the field for each broken limit', async () => {
      const send = (overrides: Partial<ContactMessageInput>) =>
        context.client().POST('/contactmessage/visitors', { body: messageInput(overrides) });
      await expectValidationError(send({ name: '' }), 'name');
      await expectValidationError(send({ name: 'N'.repeat(51) }), 'name');
      await expectValidationError(send({ email: 'visitor-at-example.com' }), 'email');
      await expectValidationError(send({ subject: 'Hi' }), 'subject');
      await expectValidationError(send({ subject: 'S'.repeat(51) }), 'subject');
      await expectValidationError(send({ body: 'Too short.' }), 'body');
      await expectValidationError(send({ body: 'B'.repeat(201) }), 'body');
    });

    it('answers 429 to the 31st request of one client within a minute', async () => {
      const client = context.client(undefined, randomClientAddress());
      for (let request = 1; request <= 30; request++) {
        const { response } = await client.POST('/contactmessage/visitors', {
          body: messageInput({ subject: 'Hi' }),
        });
        expect(response.status).toBe(400);
      }
      await expectError(
        client.POST('/contactmessage/visitors', { body: messageInput() }),
        429,
        'Too many requests, please try again later',
      );
    });
  });

  describe('GET /contactmessage/pages (listContactMessages)', () => {
    it('defaults to page 0, size 20, sorted by subject ascending', async () => {
      const data = await expectDefaultPage(
        (query) => admin().GET('/contactmessage/pages', { params: { query } }),
        { page: 0, size: 20, sort: 'subject', direction: 'ASC' },
      );
      expect(data.totalElements).toBeGreaterThanOrEqual(30);
    });

    it('pages by id in both directions', async () => {
      const { data } = await admin().GET('/contactmessage/pages', {
        params: { query: { sort: 'id', direction: 'ASC', size: 3, page: 2 } },
      });
      expectPageMetadata(data!, { number: 2, size: 3, totalElements: data!.totalElements });
      expectSortedBy(data!.content, (message) => message.id, 'ASC');
    });

    it('answers 400 for a bad sort or size, 401 without or with a forged token, 403 for a customer', async () => {
      await expectValidationError(
        admin().GET('/contactmessage/pages', { params: { query: { sort: 'body' as never } } }),
        'sort',
      );
      await expectValidationError(
        admin().GET('/contactmessage/pages', { params: { query: { size: 101 } } }),
        'size',
      );
      await expectAdministratorOnly(context, (client) => client.GET('/contactmessage/pages'));
    });
  });

  describe('GET /contactmessage/{messageId} (getContactMessage)', () => {
    it('answers the message', async () => {
      const message = await sendMessage();
      const { data, response } = await admin().GET('/contactmessage/{messageId}', {
        params: { path: { messageId: message.id } },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual(message);
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      await expectUnknownAndMalformedId(
        (messageId) =>
          admin().GET('/contactmessage/{messageId}', { params: { path: { messageId } } }),
        'messageId',
        'first',
      );
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { messageId: 1 } } };
      await expectAdministratorOnly(context, (client) =>
        client.GET('/contactmessage/{messageId}', request),
      );
    });
  });

  describe('DELETE /contactmessage/{messageId} (deleteContactMessage)', () => {
    it('deletes the message, which then is unknown', async () => {
      const message = await sendMessage();
      const request = { params: { path: { messageId: message.id } } };
      await expectSuccess(
        admin().DELETE('/contactmessage/{messageId}', request),
        200,
        'ContactMessage successfully deleted',
      );
      await expectNotFound(admin().GET('/contactmessage/{messageId}', request), message.id);
    });

    it('answers 404 for an unknown id, 400 for a bad one, 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { messageId: UNKNOWN_ID } } };
      await expectUnknownAndMalformedId(
        (messageId) =>
          admin().DELETE('/contactmessage/{messageId}', { params: { path: { messageId } } }),
        'messageId',
        '1.5',
      );
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/contactmessage/{messageId}', request),
      );
    });
  });

  describe('admin list filters', () => {
    it('finds contact messages by subject, name or e-mail', async () => {
      const subject = uniqueText('Searchable');
      const name = uniqueText('Nia').slice(0, 50);
      const email = `${Math.random().toString(36).slice(2, 10)}.finder@example.com`;
      const { response } = await context.client().POST('/contactmessage/visitors', {
        body: { name, email, subject, body: 'Is there a child seat for the minivan on Sunday?' },
      });
      expect(response.status).toBe(201);
      const search = (q: string) =>
        admin().GET('/contactmessage/pages', { params: { query: { q, size: 100 } } });
      for (const q of [subject.toLowerCase(), name.toUpperCase(), email.split('@')[0]!]) {
        const { data } = await search(q);
        expect(
          data!.content.map((message) => message.subject),
          q,
        ).toEqual([subject]);
      }
    });

    it('answers 400 naming the parameter for a bad filter value', async () => {
      await expectValidationError(
        admin().GET('/contactmessage/pages', { params: { query: { q: 'x'.repeat(101) } } }),
        'q',
      );
    });
  });
}

import { toPayloadDateTime } from '@rentacar/rules';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
} from './expectations';
import {
  bookVehicle,
  cancelOwnReservation,
  createBookedReservation,
  createTestVehicle,
  isoLocal,
  localTime,
  registerCustomer,
} from './fixtures';
import { calendarAfter, calendarOf } from './calendar';
import { emailsTo, latestEmail } from './mailbox';
import { reservationRequests } from './reservations/shared';

/**
 * The e-mail outbox as the administrator sees it, and the e-mails the reservations cause: each
 * queued with the change, to the customer, with what the customer needs to keep.
 */
export function describeEmails(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  describe('e-mails caused by reservations', () => {
    it('confirms a booking with its reference, a link and an .ics calendar entry', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(40, 10),
        localTime(41, 12),
      );
      const email = await latestEmail(context, customer.email, 'bookingConfirmed');
      expect(email).toMatchObject({
        recipient: customer.email,
        attempts: expect.any(Number),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
        attachments: [
          {
            filename: `reservation-${id}.ics`,
            contentType: expect.stringMatching(/^text\/calendar/),
          },
        ],
      });
      expect(email.subject).toContain(String(id));
      expect(email.text).toContain(vehicle.model);
      expect(email.text).toContain(`/user/reservations/${id}`);
      expect(email.html).toContain(`/user/reservations/${id}`);
    });

    it("writes them in the customer's language, with its dates and amounts", async () => {
      const customer = await registerCustomer(context, { language: 'es' });
      const vehicle = await createTestVehicle(context, { pricePerHour: 45.7 });
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(44, 10),
        localTime(44, 13),
      );
      const confirmed = await latestEmail(context, customer.email, 'bookingConfirmed');
      expect(confirmed.subject).toBe(`Reserva confirmada: reserva ${id}, ${vehicle.model}`);
      expect(confirmed.html).toMatch(/<html[^>]* lang="es"/);
      // Three hours at $45.70, written as Spain writes amounts.
      expect(confirmed.text).toContain('137,10\u00a0US$');
      expect(confirmed.text).toContain(
        localTime(44, 10).setLocale('es-ES').toFormat('d/M/yyyy, H:mm'),
      );
      await cancelOwnReservation(context, customer.token, id);
      const cancelled = await latestEmail(context, customer.email, 'reservationCancelled');
      expect(cancelled.subject).toBe(`Reserva ${id} cancelada`);
    });

    it('tells the customer of their own cancellation and of an administrator’s', async () => {
      const first = await createBookedReservation(context, localTime(42, 10), localTime(42, 12));
      await cancelOwnReservation(context, first.customer.token, first.id);
      expect(await emailsTo(context, first.customer.email, 'reservationCancelled')).toHaveLength(1);

      const second = await createBookedReservation(context, localTime(43, 10), localTime(43, 12));
      const { response } = await admin().PUT('/reservations/admin/auth', {
        params: { query: { reservationId: second.id, carId: second.vehicle.id } },
        body: {
          pickUpTime: toPayloadDateTime(isoLocal(localTime(43, 10))),
          dropOffTime: toPayloadDateTime(isoLocal(localTime(43, 12))),
          pickUpLocation: 'Contract Airport',
          dropOffLocation: 'Contract Station',
          status: 'CANCELLED',
        },
      });
      expect(response.status).toBe(200);
      expect(await emailsTo(context, second.customer.email, 'reservationCancelled')).toHaveLength(
        1,
      );
    });

    it('tells the customer when an administrator deletes an upcoming reservation', async () => {
      const { customer, id } = await createBookedReservation(
        context,
        localTime(45, 10),
        localTime(45, 12),
      );
      await expectSuccess(
        admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }),
        200,
        'Reservation Successfully Deleted',
      );
      const [cancelled] = await emailsTo(context, customer.email, 'reservationCancelled');
      expect(cancelled!.subject).toBe(`Reservation ${id} cancelled`);
      expect(cancelled!.text).toContain(`our team cancelled your reservation ${id}`);
      // Its page is gone with it: the e-mail links to the customer's reservations instead.
      expect(cancelled!.html).toContain('/user/reservations"');
      expect(cancelled!.html).not.toContain(`/user/reservations/${id}`);
    });

    it('stays silent when an administrator deletes a reservation already cancelled', async () => {
      const { customer, id } = await createBookedReservation(
        context,
        localTime(46, 10),
        localTime(46, 12),
      );
      await cancelOwnReservation(context, customer.token, id);
      await expectSuccess(
        admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }),
        200,
        'Reservation Successfully Deleted',
      );
      expect(await emailsTo(context, customer.email, 'reservationCancelled')).toHaveLength(1);
    });

    it('lists what an administrator changed, and stays silent when nothing did', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(44, 10),
        localTime(44, 12),
      );
      const edit = (pickUpLocation: string) =>
        admin().PUT('/reservations/admin/auth', {
          params: { query: { reservationId: id, carId: vehicle.id } },
          body: {
            pickUpTime: toPayloadDateTime(isoLocal(localTime(44, 10))),
            dropOffTime: toPayloadDateTime(isoLocal(localTime(44, 12))),
            pickUpLocation,
            dropOffLocation: 'Contract Station',
            status: 'CREATED',
          },
        });
      expect((await edit('Contract Airport')).response.status).toBe(200);
      expect(await emailsTo(context, customer.email, 'reservationChanged')).toEqual([]);
      expect((await edit('North Terminal')).response.status).toBe(200);
      const [changed] = await emailsTo(context, customer.email, 'reservationChanged');
      expect(changed!.text).toContain('North Terminal');
    });

    it('moves the one calendar event on a change and removes it on the cancellation', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(47, 10),
        localTime(47, 12),
      );
      const { update } = reservationRequests(context);
      const later = localTime(48, 12);
      expect(
        (await update(id, vehicle.id, localTime(47, 10), later, 'CREATED')).response.status,
      ).toBe(200);
      await cancelOwnReservation(context, customer.token, id);
      const [booked, changed, cancelled] = await emailsTo(context, customer.email).then((emails) =>
        emails.filter(({ kind }) => kind !== 'welcome'),
      );
      expect([booked, changed, cancelled].map((email) => email?.kind)).toEqual([
        'bookingConfirmed',
        'reservationChanged',
        'reservationCancelled',
      ]);
      const files = [booked!, changed!, cancelled!].map(calendarOf);
      expect(files.map(({ method }) => method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      expect(files[2]!.status).toBe('CANCELLED');
      const [uid] = files.map(({ entry }) => entry.uid);
      expect(uid).toMatch(new RegExp(`^reservation-${id}@`));
      expect(files.map(({ entry }) => [entry.uid, entry.sequence])).toEqual([
        [uid, 0],
        [uid, 1],
        [uid, 2],
      ]);

      expect(calendarAfter([booked!])).toMatchObject([{ uid, end: isoLocal(localTime(47, 12)) }]);
      // The change replaces the event, also when its e-mail is read before the booking's.
      for (const order of [
        [booked!, changed!],
        [changed!, booked!],
      ]) {
        expect(calendarAfter(order)).toEqual([
          { uid, sequence: 1, start: isoLocal(localTime(47, 10)), end: isoLocal(later) },
        ]);
      }
      expect(calendarAfter([booked!, changed!, cancelled!])).toEqual([]);
    });

    it('removes the calendar event when an administrator deletes an upcoming reservation', async () => {
      const { customer, id } = await createBookedReservation(
        context,
        localTime(49, 10),
        localTime(49, 12),
      );
      await expectSuccess(
        admin().DELETE('/reservations/admin/{id}/auth', { params: { path: { id } } }),
        200,
        'Reservation Successfully Deleted',
      );
      const booked = await latestEmail(context, customer.email, 'bookingConfirmed');
      const cancelled = await latestEmail(context, customer.email, 'reservationCancelled');
      expect(calendarOf(cancelled)).toMatchObject({ method: 'CANCEL', entry: { sequence: 1 } });
      expect(calendarAfter([booked, cancelled])).toEqual([]);
    });

    it('escapes markup of a name in the HTML part', async () => {
      const customer = await registerCustomer(context, { firstName: '<b>Eve</b>' });
      const welcome = await latestEmail(context, customer.email, 'welcome');
      expect(welcome.html).not.toContain('<b>Eve</b>');
      expect(welcome.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    });
  });

  describe('GET /emails/admin/pages (listEmails)', () => {
    it('pages the outbox newest first, searchable by recipient, filterable by status', async () => {
      const customer = await registerCustomer(context);
      const { data, response } = await admin().GET('/emails/admin/pages', {
        params: { query: { q: customer.email.toUpperCase(), status: 'queued' } },
      });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ number: 0, size: 20 });
      // The mock sends nothing, nor does the suite's server (no SMTP_URL): the welcome waits.
      const mine = data!.content.filter((email) => email.recipient === customer.email);
      expect(mine.map((email) => email.kind)).toEqual(['welcome']);
      for (const email of mine) {
        expect(Object.keys(email).sort()).toEqual([
          'attempts',
          'createdAt',
          'id',
          'kind',
          'lastError',
          'recipient',
          'sentAt',
          'status',
          'subject',
        ]);
      }
      const { data: all } = await admin().GET('/emails/admin/pages');
      const ids = all!.content.map((email) => email.id);
      expect(all!.content.map((email) => email.createdAt)).toEqual(
        [...all!.content.map((email) => email.createdAt)].sort().reverse(),
      );
      expect(ids.length).toBeGreaterThan(0);
    });

    it('answers 400 naming the parameter for an unknown sort or status', async () => {
      await expectValidationError(
        admin().GET('/emails/admin/pages', { params: { query: { sort: 'html' as never } } }),
        'sort',
      );
      await expectValidationError(
        admin().GET('/emails/admin/pages', { params: { query: { status: 'lost' as never } } }),
        'status',
      );
    });

    it('is for administrators only', () =>
      expectAdministratorOnly(context, (client) => client.GET('/emails/admin/pages')));
  });

  describe('GET /emails/admin/{id} (getEmail)', () => {
    it('answers 404 for an unknown id and 400 for a malformed one', () =>
      expectUnknownAndMalformedId(
        (id) => admin().GET('/emails/admin/{id}', { params: { path: { id } } }),
        'id',
        'abc',
      ));

    it('is for administrators only', () =>
      expectAdministratorOnly(context, (client) =>
        client.GET('/emails/admin/{id}', { params: { path: { id: 1 } } }),
      ));
  });

  describe('POST /emails/admin/{id}/resend (resendEmail)', () => {
    it('queues an e-mail again with its attempts from 0', async () => {
      const customer = await registerCustomer(context);
      const welcome = await latestEmail(context, customer.email, 'welcome');
      const send = () =>
        admin().POST('/emails/admin/{id}/resend', { params: { path: { id: welcome.id } } });
      await expectSuccess(send(), 202, 'Email Successfully Queued');
      const { data } = await admin().GET('/emails/admin/{id}', {
        params: { path: { id: welcome.id } },
      });
      expect(data).toMatchObject({ id: welcome.id, messageId: welcome.messageId });
      expect(['queued', 'sent']).toContain(data!.status);
    });

    it('answers 404 for an unknown id, and is for administrators only', async () => {
      await expectUnknownAndMalformedId(
        (id) => admin().POST('/emails/admin/{id}/resend', { params: { path: { id } } }),
        'id',
        'abc',
      );
      await expectAdministratorOnly(context, (client) =>
        client.POST('/emails/admin/{id}/resend', { params: { path: { id: 1 } } }),
      );
    });
  });
}

import { API_MESSAGES, type ReservationInput } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import { randomClientAddress, type ContractContext } from './context';
import { expectBooked, expectError, expectSuccess, expectValidationError } from './expectations';
import {
  booking,
  createTestVehicle,
  localTime,
  NEW_PASSWORD,
  registerCustomer,
  registration,
  uniqueText,
  uploadTestImage,
  vehicleInput,
} from './fixtures';

const TEN_KB = 'x'.repeat(10 * 1024);
const FIRST_ID_PAST_32_BITS = 2 ** 31;

/**
 * The bounds openapi.yaml states for every request value: an implementation answers 400 naming the
 * field before anything is stored, whatever the database would have made of the value.
 */
export function describeLimits(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);

  describe('limits of the contract', () => {
    it('refuses over-long text and control characters in a registration, storing nothing', async () => {
      const register = (overrides: Record<string, string>) =>
        context.client().POST('/register', { body: registration(overrides) });
      const tooLong = registration({ firstName: TEN_KB });
      await expectValidationError(
        context.client().POST('/register', { body: tooLong }),
        'firstName',
      );
      await expectValidationError(register({ address: '1 Main Street\u0000' }), 'address');
      await expectValidationError(register({ zipCode: '6270\u001b1' }), 'zipCode');
      await expectError(
        context.client().POST('/login', {
          body: { email: tooLong.email, password: NEW_PASSWORD },
        }),
        400,
        API_MESSAGES.badCredentials,
      );
    });

    it('refuses a NUL in a model and counts beyond their range on a vehicle', async () => {
      const imageId = await uploadTestImage(context);
      const create = (overrides: Record<string, unknown>) =>
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput(overrides),
        });
      await expectValidationError(create({ model: 'Audi\u0000A4' }), 'model');
      await expectValidationError(create({ doors: FIRST_ID_PAST_32_BITS }), 'doors');
      await expectValidationError(create({ seats: -1 }), 'seats');
    });

    it('refuses ids beyond 32 bits in paths and queries', async () => {
      await expectValidationError(
        context.client().GET('/car/visitors/{id}', {
          params: { path: { id: FIRST_ID_PAST_32_BITS } },
        }),
        'id',
      );
      const customer = context.client(context.customerToken);
      await expectValidationError(
        customer.POST('/reservations/add', {
          params: { query: { carId: FIRST_ID_PAST_32_BITS } },
          body: booking(localTime(40, 10), localTime(40, 12)),
        }),
        'carId',
      );
    });

    it('takes pick-up and drop-off places of up to 200 characters, storing nothing longer', async () => {
      const customer = await registerCustomer(context);
      const vehicle = await createTestVehicle(context);
      const longest = 'p'.repeat(200);
      const tooLong = 'p'.repeat(201);
      const book = (places: Partial<ReservationInput>, day: number) =>
        context.client(customer.token).POST('/reservations/add', {
          params: { query: { carId: vehicle.id } },
          body: { ...booking(localTime(day, 10), localTime(day, 12)), ...places },
        });
      await expectValidationError(book({ pickUpLocation: tooLong }, 80), 'pickUpLocation');
      await expectValidationError(book({ dropOffLocation: tooLong }, 80), 'dropOffLocation');
      const { data: refused } = await context.client(customer.token).GET('/reservations/auth/all');
      expect(refused!.totalElements).toBe(0);

      await expectBooked(book({ pickUpLocation: longest, dropOffLocation: longest }, 81));
      const { data } = await context.client(customer.token).GET('/reservations/auth/all');
      expect(data!.content).toEqual([
        expect.objectContaining({ pickUpLocation: longest, dropOffLocation: longest }),
      ]);
      await expectValidationError(
        admin().PUT('/reservations/admin/auth', {
          params: { query: { reservationId: data!.content[0]!.id, carId: vehicle.id } },
          body: {
            ...booking(localTime(81, 10), localTime(81, 12)),
            dropOffLocation: tooLong,
            status: 'CREATED',
          },
        }),
        'dropOffLocation',
      );
    });

    it('refuses a page number whose offset leaves the 32-bit range', async () => {
      for (const page of [1e20, Infinity, Number.MAX_SAFE_INTEGER]) {
        await expectValidationError(
          context.client().GET('/car/visitors/pages', { params: { query: { page } } }),
          'page',
        );
      }
    });

    it('takes line breaks and tabs in a message body but no other control characters', async () => {
      const input = {
        name: 'Multi Line',
        email: 'multi.line@example.org',
        subject: uniqueText('Lines'),
        body: 'First line of the message,\r\n\tand an indented second line.',
      };
      const send = (body: string) =>
        context.client().POST('/contactmessage/visitors', { body: { ...input, body } });
      await expectSuccess(send(input.body), 201, API_MESSAGES.messageCreated);
      await expectValidationError(send(`${input.body}\u0000`), 'body');
      await expectValidationError(
        context
          .client()
          .POST('/contactmessage/visitors', { body: { ...input, subject: 'Tab\tin subject' } }),
        'subject',
      );
    });

    it('answers 415 in the error shape for a multipart body sent to a JSON operation', async () => {
      const vehicle = await createTestVehicle(context);
      const form = new FormData();
      form.append('email', 'multipart@example.org');
      form.append('password', NEW_PASSWORD);
      const send = async (path: string, token?: string) => {
        const headers = new Headers({ 'X-Forwarded-For': randomClientAddress() });
        if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
        const response = await fetch(`${context.baseUrl()}${path}`, {
          method: 'POST',
          headers,
          body: form,
        });
        return { response, error: response.ok ? undefined : await response.json() };
      };
      for (const [path, token] of [
        ['/login', undefined],
        ['/register', undefined],
        [`/reservations/add?carId=${vehicle.id}`, context.customerToken],
      ] as const) {
        await expectError(send(path, token), 415, API_MESSAGES.unsupportedContentType);
      }
      const { data } = await admin().GET('/reservations/admin/all/pages', {
        params: { query: { sort: 'id', direction: 'DESC', size: 100 } },
      });
      expect(data!.content.some((reservation) => reservation.carId === vehicle.id)).toBe(false);
    });
  });
}

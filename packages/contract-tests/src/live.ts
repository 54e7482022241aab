import { createApiClient, followFleetChanges, type FleetEvent } from '@rentacar/api';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { expectAdministratorOnly } from './expectations';
import {
  bookVehicle,
  createTestVehicle,
  localTime,
  payload,
  registerCustomer,
  suiteBranch,
} from './fixtures';
import { reservationRequests } from './reservations/shared';

/**
 * An administrator's open stream of changes at `baseUrl`, whose events a test takes one by one in
 * the order they came; `ended` settles when the server ends the stream.
 */
export function openFleetStream(baseUrl: string, token: string) {
  const stop = new AbortController();
  const events: FleetEvent[] = [];
  let arrived = () => {};
  const ended = followFleetChanges(
    createApiClient({ baseUrl, getToken: () => token }),
    (event) => {
      events.push(event);
      arrived();
    },
    stop.signal,
  );
  return {
    ended,
    /** The next event, once it has come. */
    async next(): Promise<FleetEvent> {
      while (events.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      return events.shift()!;
    },
    async close() {
      stop.abort();
      await ended.catch((error: unknown) => {
        if (!stop.signal.aborted) throw error;
      });
    },
  };
}

/** The administrator's live stream: every change announced once made, nothing refused. */
export function describeLive(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const follow = () => openFleetStream(context.baseUrl(), context.adminToken);
  const { book } = reservationRequests(context);

  describe('GET /live/admin (streamFleetChanges)', () => {
    it('is for administrators only', async () => {
      await expectAdministratorOnly(context, (client) =>
        client.GET('/live/admin', { parseAs: 'stream' }),
      );
    });

    it('tells an administrator of each booking and blocked period as it is made, and of no refused one', async () => {
      const vehicle = await createTestVehicle(context);
      const customer = await registerCustomer(context);
      const stream = follow();
      try {
        expect(await stream.next()).toEqual({ name: 'ready' });
        const pickUp = localTime(30, 10);
        const dropOff = localTime(31, 10);
        const refused = await book(customer.token, vehicle.id, dropOff, pickUp);
        expect(refused.response.status, 'a booking ending before it starts').toBe(400);

        await bookVehicle(context, customer.token, vehicle.id, pickUp, dropOff);
        expect(await stream.next()).toEqual({
          name: 'change',
          change: { resource: 'reservations' },
        });

        const { response } = await admin().POST('/blocks/admin', {
          body: {
            carId: vehicle.id,
            start: payload(localTime(40, 8)),
            end: payload(localTime(41, 8)),
            reason: 'Annual service',
          },
        });
        expect(response.status).toBe(201);
        expect(await stream.next()).toEqual({ name: 'change', change: { resource: 'blocks' } });
      } finally {
        await stream.close();
      }
    });

    it('tells every open stream', async () => {
      // The vehicle's branch is made on first use: made now, so the only change is the vehicle.
      await suiteBranch(context);
      const first = follow();
      const second = follow();
      try {
        expect(await first.next()).toEqual({ name: 'ready' });
        expect(await second.next()).toEqual({ name: 'ready' });
        await createTestVehicle(context);
        const change = { name: 'change', change: { resource: 'vehicles' } };
        expect(await first.next()).toEqual(change);
        expect(await second.next()).toEqual(change);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    });
  });
}

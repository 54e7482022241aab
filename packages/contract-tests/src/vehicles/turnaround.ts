import type { Vehicle, VehicleInput } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import {
  expectBooked,
  expectError,
  expectErrorBody,
  expectSuccess,
  expectValidationError,
} from '../expectations';
import {
  bookVehicle,
  createTestVehicle,
  getAvailability,
  isoLocal,
  localTime,
  payload,
  registerCustomer,
  uniqueText,
  uploadTestImage,
  vehicleInput,
} from '../fixtures';
import { NOT_AVAILABLE, reservationRequests } from '../reservations/shared';

const TOO_CLOSE =
  "The vehicle's reservations are too close for this turnaround: move or cancel these reservations first";
const OVER_RESERVATIONS =
  'The vehicle is booked in this period: move or cancel these reservations first';

/** Turnaround: after each rental the vehicle is being made ready for its turnaround's minutes. */
export function describeTurnaround(context: ContractContext): void {
  const { admin, book, update } = reservationRequests(context);
  const inputOf = ({
    id: _id,
    image: _image,
    builtIn: _builtIn,
    imageCopyWidths: _widths,
    ...input
  }: Vehicle): VehicleInput => input;
  const change = (vehicle: Vehicle, body: VehicleInput) =>
    admin().PUT('/car/admin/auth', {
      params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
      body,
    });
  const vehicleNow = async (id: number) =>
    (await context.client().GET('/car/visitors/{id}', { params: { path: { id } } })).data!;
  /** A vehicle with an hour of turnaround, booked by a new customer from 10:00 to 12:00 on `day`. */
  async function bookedWithTurnaround(day: number, overrides: Partial<VehicleInput> = {}) {
    const customer = await registerCustomer(context);
    const vehicle = await createTestVehicle(context, { turnaroundMinutes: 60, ...overrides });
    const reservation = await bookVehicle(
      context,
      customer.token,
      vehicle.id,
      localTime(day, 10),
      localTime(day, 12),
    );
    return { customer, vehicle, reservation };
  }

  describe("a vehicle's turnaroundMinutes", () => {
    it('is answered on the vehicle; an update without it keeps it, one with it changes it', async () => {
      const vehicle = await createTestVehicle(context, { turnaroundMinutes: 45 });
      expect(vehicle.turnaroundMinutes).toBe(45);
      const { turnaroundMinutes: _kept, ...withoutTurnaround } = inputOf(vehicle);
      await expectSuccess(change(vehicle, withoutTurnaround), 200, 'Car Successfully Updated');
      expect((await vehicleNow(vehicle.id)).turnaroundMinutes).toBe(45);
      await expectSuccess(
        change(vehicle, { ...withoutTurnaround, turnaroundMinutes: 0 }),
        200,
        'Car Successfully Updated',
      );
      expect((await vehicleNow(vehicle.id)).turnaroundMinutes).toBe(0);
    });

    it('answers 400 naming turnaroundMinutes outside 0 to 1440 whole minutes', async () => {
      const imageId = await uploadTestImage(context);
      for (const turnaroundMinutes of [-1, 1441, 1.5]) {
        await expectValidationError(
          admin().POST('/car/admin/{imageId}/add', {
            params: { path: { imageId } },
            body: vehicleInput({ turnaroundMinutes }),
          }),
          'turnaroundMinutes',
        );
      }
    });
  });

  describe('after each rental the vehicle is unavailable for its turnaround', () => {
    it('refuses a booking or an edit into the turnaround, accepts one exactly as it ends', async () => {
      const { customer, vehicle } = await bookedWithTurnaround(120);
      for (const [pickUp, dropOff] of [
        [localTime(120, 12, 30), localTime(120, 14)],
        [localTime(120, 12, 59), localTime(120, 14)],
        // Its own turnaround would run into the booking at 10:00.
        [localTime(120, 8), localTime(120, 9, 30)],
      ] as const) {
        await expectError(book(customer.token, vehicle.id, pickUp, dropOff), 400, NOT_AVAILABLE);
      }
      const next = await expectBooked(
        book(customer.token, vehicle.id, localTime(120, 13), localTime(120, 14)),
      );
      await expectError(
        update(next, vehicle.id, localTime(120, 12, 45), localTime(120, 14), 'CREATED'),
        400,
        NOT_AVAILABLE,
      );
    });

    it('answers the turnaround end among the booked periods and in the date filter', async () => {
      const model = uniqueText('Turnaround');
      const { vehicle } = await bookedWithTurnaround(121, { model });
      const { data } = await getAvailability(context, vehicle.id, {
        from: payload(localTime(121, 0)),
        to: payload(localTime(122, 0)),
      });
      expect(data!.booked).toEqual([
        {
          pickUpTime: isoLocal(localTime(121, 10)),
          dropOffTime: isoLocal(localTime(121, 12)),
          turnaroundEnd: isoLocal(localTime(121, 13)),
        },
      ]);
      const free = async (from: DateTime, to: DateTime) =>
        (
          await context.client().GET('/car/visitors/pages', {
            params: { query: { q: model, availableFrom: payload(from), availableTo: payload(to) } },
          })
        ).data!.content.map((found) => found.id);
      expect(await free(localTime(121, 12, 30), localTime(121, 14))).toEqual([]);
      expect(await free(localTime(121, 8), localTime(121, 9, 30))).toEqual([]);
      expect(await free(localTime(121, 13), localTime(121, 14))).toEqual([vehicle.id]);
    });

    it('refuses a block within a turnaround, listing the reservation; a block adds none', async () => {
      const { customer, vehicle, reservation } = await bookedWithTurnaround(122);
      const block = (start: DateTime, end: DateTime) =>
        admin().POST('/blocks/admin', {
          body: { carId: vehicle.id, start: payload(start), end: payload(end), reason: 'Wash' },
        });
      expect(
        expectErrorBody(await block(localTime(122, 12, 30), localTime(122, 14)), 409),
      ).toMatchObject({
        message: OVER_RESERVATIONS,
        reservations: [
          {
            id: reservation,
            pickUpTime: isoLocal(localTime(122, 10)),
            dropOffTime: isoLocal(localTime(122, 12)),
          },
        ],
      });
      expect((await block(localTime(122, 13), localTime(122, 14))).response.status).toBe(201);
      // Right after the block, a booking may start: the block has no turnaround of its own.
      await expectBooked(
        book(customer.token, vehicle.id, localTime(122, 14, 1), localTime(122, 16)),
      );
    });
  });

  describe('a changed turnaround leaves no booking within another', () => {
    it('refuses a longer one the reservations are too close for, with 409 listing them', async () => {
      const { customer, vehicle, reservation } = await bookedWithTurnaround(123, {
        turnaroundMinutes: 0,
      });
      const next = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        localTime(123, 13),
        localTime(123, 14),
      );
      const answer = await change(vehicle, { ...inputOf(vehicle), turnaroundMinutes: 90 });
      expect(expectErrorBody(answer, 409)).toMatchObject({
        message: TOO_CLOSE,
        reservations: [
          {
            id: reservation,
            pickUpTime: isoLocal(localTime(123, 10)),
            dropOffTime: isoLocal(localTime(123, 12)),
          },
          {
            id: next,
            pickUpTime: isoLocal(localTime(123, 13)),
            dropOffTime: isoLocal(localTime(123, 14)),
          },
        ],
      });
      expect((await vehicleNow(vehicle.id)).turnaroundMinutes).toBe(0);
      await expectSuccess(
        change(vehicle, { ...inputOf(vehicle), turnaroundMinutes: 60 }),
        200,
        'Car Successfully Updated',
      );
    });
  });
}

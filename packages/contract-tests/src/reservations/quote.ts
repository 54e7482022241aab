import type { QuoteLine, ReservationQuoteInput } from '@rentacar/contract';
import type { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectError, expectInvalidToken, expectNotFound, UNKNOWN_ID } from '../expectations';
import {
  bookVehicle,
  createTestBranch,
  createTestVehicle,
  driverDetails,
  localTime,
  payload,
  registerCustomer,
  vehicleInput,
} from '../fixtures';
import { NOT_AVAILABLE, TIMES_NOT_CORRECT, reservationRequests } from './shared';

/** The quote body for `carId` from `pickUp` to `dropOff`, with `more` fields. */
const quoteInput = (
  carId: number,
  pickUp: DateTime,
  dropOff: DateTime,
  more: Partial<ReservationQuoteInput> = {},
): ReservationQuoteInput => ({
  carId,
  pickUpTime: payload(pickUp),
  dropOffTime: payload(dropOff),
  ...more,
});

const WEEKLY_RATES = { pricePerHour: 10, pricePerDay: 50, pricePerWeek: 300 };

const WEEK_TWO_DAYS_THREE_HOURS: QuoteLine[] = [
  {
    kind: 'base',
    label: '1 week x $300.00',
    amount: 300,
    quantity: 1,
    unit: 'week',
    unitPrice: 300,
  },
  { kind: 'base', label: '2 days x $50.00', amount: 100, quantity: 2, unit: 'day', unitPrice: 50 },
  { kind: 'base', label: '3 hours x $10.00', amount: 30, quantity: 3, unit: 'hour', unitPrice: 10 },
];

const date = (time: DateTime) => time.toFormat('yyyy-MM-dd');

/** The price of a rental before booking it (`quoteReservation`), and the lines a booking keeps. */
export function describeQuote(context: ContractContext): void {
  const { admin, adminView, update } = reservationRequests(context);
  const quote = (body: ReservationQuoteInput, token?: string) =>
    context.client(token).POST('/reservations/visitors/quote', { body });
  const ownView = async (token: string, id: number) =>
    (await context.client(token).GET('/reservations/{id}/auth', { params: { path: { id } } }))
      .data!;

  describe('quoteReservation', () => {
    it('prices a long rental by week, day and hour as the booking charges and keeps it', async () => {
      const vehicle = await createTestVehicle(context, { ...WEEKLY_RATES, deposit: 250 });
      const pickUp = localTime(120, 10);
      const dropOff = pickUp.plus({ days: 9, hours: 3 });
      const { data, response } = await quote(quoteInput(vehicle.id, pickUp, dropOff));
      expect(response.status).toBe(200);
      expect(data).toEqual({
        lines: WEEK_TWO_DAYS_THREE_HOURS,
        total: 430,
        deposit: 250,
        available: true,
        reasons: [],
      });

      const customer = await registerCustomer(context);
      const id = await bookVehicle(context, customer.token, vehicle.id, pickUp, dropOff);
      const booked = await ownView(customer.token, id);
      expect(booked.totalPrice).toBe(data!.total);
      expect(booked.priceLines).toEqual(data!.lines);
      expect((await adminView(id)).priceLines).toEqual(data!.lines);
    });

    it("keeps a booking's lines when the vehicle's prices change afterwards", async () => {
      const vehicle = await createTestVehicle(context, WEEKLY_RATES);
      const pickUp = localTime(122, 10);
      const dropOff = pickUp.plus({ days: 9, hours: 3 });
      const customer = await registerCustomer(context);
      const id = await bookVehicle(context, customer.token, vehicle.id, pickUp, dropOff);
      const { response } = await admin().PUT('/car/admin/auth', {
        params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
        body: vehicleInput({
          model: vehicle.model,
          branchId: vehicle.branchId,
          pricePerHour: 99,
          pricePerDay: 499,
        }),
      });
      expect(response.status).toBe(200);
      expect(await ownView(customer.token, id)).toMatchObject({
        totalPrice: 430,
        priceLines: WEEK_TWO_DAYS_THREE_HOURS,
      });
      const { data } = await quote(
        quoteInput(vehicle.id, pickUp.plus({ days: 20 }), pickUp.plus({ days: 20, hours: 2 })),
      );
      expect(data!.lines).toEqual([
        {
          kind: 'base',
          label: '2 hours x $99.00',
          amount: 198,
          quantity: 2,
          unit: 'hour',
          unitPrice: 99,
        },
      ]);
    });

    it("prices a customer's and an administrator's change anew and keeps its lines", async () => {
      const vehicle = await createTestVehicle(context, WEEKLY_RATES);
      const pickUp = localTime(123, 10);
      const customer = await registerCustomer(context);
      const id = await bookVehicle(
        context,
        customer.token,
        vehicle.id,
        pickUp,
        pickUp.plus({ hours: 2 }),
      );
      const { response: changed } = await context
        .client(customer.token)
        .PUT('/reservations/{id}/auth/change', {
          params: { path: { id } },
          body: { pickUpTime: payload(pickUp), dropOffTime: payload(pickUp.plus({ days: 2 })) },
        });
      expect(changed.status).toBe(200);
      expect(await ownView(customer.token, id)).toMatchObject({
        totalPrice: 100,
        priceLines: [
          { kind: 'base', label: '2 days x $50.00', amount: 100, quantity: 2, unit: 'day' },
        ],
      });
      const { response: updated } = await update(
        id,
        vehicle.id,
        pickUp,
        pickUp.plus({ days: 7 }),
        'CREATED',
      );
      expect(updated.status).toBe(200);
      expect(await adminView(id)).toMatchObject({
        totalPrice: 300,
        priceLines: [
          { kind: 'base', label: '1 week x $300.00', amount: 300, quantity: 1, unit: 'week' },
        ],
      });
    });

    it('adds the one-way fee of a return to another branch as its own line', async () => {
      const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
      const returns = await createTestBranch(context, { oneWayFee: 25 });
      const pickUp = localTime(124, 10);
      const { data } = await quote(
        quoteInput(vehicle.id, pickUp, pickUp.plus({ hours: 4 }), { dropOffBranchId: returns.id }),
      );
      expect(data).toMatchObject({ total: 65, deposit: 0, available: true, reasons: [] });
      expect(data!.lines.at(-1)).toEqual({
        kind: 'one-way',
        label: `One-way return to ${returns.name}`,
        amount: 25,
        name: returns.name,
      });
    });

    it('answers a taken period as unavailable, in the words of the booking', async () => {
      const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
      const pickUp = localTime(126, 10);
      const customer = await registerCustomer(context);
      await bookVehicle(context, customer.token, vehicle.id, pickUp, pickUp.plus({ hours: 3 }));
      const overlapping = quoteInput(
        vehicle.id,
        pickUp.plus({ hours: 1 }),
        pickUp.plus({ hours: 5 }),
      );
      const { data } = await quote(overlapping);
      expect(data).toMatchObject({ total: 40, available: false, reasons: [NOT_AVAILABLE] });
      const other = await registerCustomer(context);
      await expectError(
        context.client(other.token).POST('/reservations/add', {
          params: { query: { carId: vehicle.id } },
          body: {
            pickUpTime: overlapping.pickUpTime,
            dropOffTime: overlapping.dropOffTime,
            pickUpLocation: 'Contract Airport',
            dropOffLocation: 'Contract Station',
          },
        }),
        400,
        data!.reasons[0]!,
      );
    });

    it('answers bad input as the booking does and stores nothing', async () => {
      const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
      const customer = await registerCustomer(context);
      const pickUp = localTime(128, 10);
      await expectNotFound(
        quote(quoteInput(UNKNOWN_ID, pickUp, pickUp.plus({ hours: 2 }))),
        UNKNOWN_ID,
      );
      await expectError(
        quote(quoteInput(vehicle.id, pickUp, pickUp.minus({ hours: 2 })), customer.token),
        400,
        TIMES_NOT_CORRECT,
      );
      await expectError(
        quote({ ...quoteInput(vehicle.id, pickUp, pickUp), pickUpTime: '02/30/2027 10:00:00' }),
        400,
        'pickUpTime: must be a real date and time',
      );
      await expectError(
        quote(
          quoteInput(vehicle.id, pickUp, pickUp.plus({ hours: 2 }), {
            dropOffBranchId: UNKNOWN_ID,
          }),
        ),
        400,
        'dropOffBranchId: must be an existing branch',
      );
      const { data: page } = await context
        .client(customer.token)
        .GET('/reservations/auth/all', { params: { query: {} } });
      expect(page!.content).toEqual([]);
    });

    it("judges a signed-in customer's drivers and charges their young-driver surcharge", async () => {
      const vehicle = await createTestVehicle(context, {
        pricePerHour: 10,
        youngDriverAge: 25,
        youngDriverSurchargePerDay: 15,
      });
      const pickUp = localTime(130, 10);
      const body = quoteInput(vehicle.id, pickUp, pickUp.plus({ hours: 50 }));
      const young = await registerCustomer(
        context,
        {},
        driverDetails({
          dateOfBirth: date(pickUp.minus({ years: 22 })),
          licenseIssuedOn: date(pickUp.minus({ years: 4 })),
        }),
      );
      const { data: signedIn } = await quote(body, young.token);
      expect(signedIn).toMatchObject({ total: 500 + 45, available: true, reasons: [] });
      expect(signedIn!.lines.at(-1)).toEqual({
        kind: 'young-driver',
        label: 'Young driver, 3 days x $15.00',
        amount: 45,
        quantity: 3,
        unitPrice: 15,
      });
      const { data: visitor } = await quote(body);
      expect(visitor).toMatchObject({ total: 500, available: true, reasons: [] });

      const withoutDetails = await registerCustomer(context, {}, null);
      const { data: refused } = await quote(body, withoutDetails.token);
      expect(refused).toMatchObject({
        available: false,
        reasons: ['Add your driver details to your profile before booking'],
      });
      await expectInvalidToken(quote(body, 'not-a-token'));
    });
  });
}

/** The sales tax rate (`TAX_RATE`) the API under `describeTaxedQuote` is started with. */
export const CONTRACT_TAX_RATE = 8.25;

/**
 * The quote and the booking under a sales tax of `CONTRACT_TAX_RATE` (a server or mock started
 * with it): prices exclusive of it get the tax added, inclusive ones show the part that is tax.
 */
export function describeTaxedQuote(context: ContractContext, pricesIncludeTax: boolean): void {
  const way = pricesIncludeTax ? 'included in the prices' : 'added to the prices';
  describe(`quoteReservation with ${CONTRACT_TAX_RATE} % sales tax ${way}`, () => {
    it('shows the tax line and books the same total and lines', async () => {
      const vehicle = await createTestVehicle(context, { pricePerHour: 10 });
      const pickUp = localTime(132, 10);
      const dropOff = pickUp.plus({ hours: 3 });
      const { data } = await context.client().POST('/reservations/visitors/quote', {
        body: quoteInput(vehicle.id, pickUp, dropOff),
      });
      // 30.00 at 8.25 %: 2.475 added, rounded up; or 30 - 30 / 1.0825 = 2.286 included.
      const label = `Sales tax ${CONTRACT_TAX_RATE} %`;
      const taxLine = pricesIncludeTax
        ? { kind: 'tax', label, amount: 2.29, percent: CONTRACT_TAX_RATE, included: true }
        : { kind: 'tax', label, amount: 2.48, percent: CONTRACT_TAX_RATE };
      expect(data!.lines).toEqual([
        {
          kind: 'base',
          label: '3 hours x $10.00',
          amount: 30,
          quantity: 3,
          unit: 'hour',
          unitPrice: 10,
        },
        taxLine,
      ]);
      expect(data!.total).toBe(pricesIncludeTax ? 30 : 32.48);

      const customer = await registerCustomer(context);
      const id = await bookVehicle(context, customer.token, vehicle.id, pickUp, dropOff);
      const { data: booked } = await context
        .client(customer.token)
        .GET('/reservations/{id}/auth', { params: { path: { id } } });
      expect(booked).toMatchObject({ totalPrice: data!.total, priceLines: data!.lines });
    });
  });
}

import type { Branch, BranchInput, ReservationInput } from '@rentacar/contract';
import { DateTime } from 'luxon';
import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import {
  expectAdministratorOnly,
  expectBooked,
  expectError,
  expectNotFound,
  expectSuccess,
  expectValidationError,
  UNKNOWN_ID,
} from './expectations';
import {
  branchInput,
  createTestBranch,
  createTestVehicle,
  registerCustomer,
  uniqueText,
  uploadTestImage,
  vehicleInput,
} from './fixtures';
import { latestEmail } from './mailbox';

const NEW_YORK = 'America/New_York';
const CHICAGO = 'America/Chicago';
const PAYLOAD = 'MM/dd/yyyy HH:mm:ss';
const ISO_LOCAL = "yyyy-MM-dd'T'HH:mm:ss";

/** Weekdays 08:00-18:00, closed at the weekend. */
const OFFICE_HOURS = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '18:00' }));

/** `days` after today in `zone`, at `hour`:`minute` of that zone's clock. */
const inZone = (zone: string, days: number, hour: number, minute = 0) =>
  DateTime.now().setZone(zone).startOf('day').plus({ days }).set({ hour, minute });

/** The first day from `days` ahead in `zone` that is ISO weekday `weekday`, at `hour`. */
function nextWeekday(zone: string, days: number, weekday: number, hour: number): DateTime {
  const start = inZone(zone, days, hour);
  return start.plus({ days: (weekday - start.weekday + 7) % 7 });
}

/** A booking body between two zoned times, naming branches when given. */
function branchBooking(
  pickUp: DateTime,
  dropOff: DateTime,
  branches: { pickUpBranchId?: number; dropOffBranchId?: number } = {},
): ReservationInput {
  return {
    pickUpTime: pickUp.toFormat(PAYLOAD),
    dropOffTime: dropOff.toFormat(PAYLOAD),
    pickUpLocation: 'Typed place',
    dropOffLocation: 'Typed place',
    ...branches,
  };
}

/** The branch rules of the booking, the branch list and its administration. */
export function describeBranches(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const getBranch = (slug: string) =>
    context.client().GET('/branches/visitors/{slug}', { params: { path: { slug } } });
  const create = (body: BranchInput) => admin().POST('/branches/admin', { body });
  const book = (token: string, carId: number, body: ReservationInput) =>
    context.client(token).POST('/reservations/add', { params: { query: { carId } }, body });
  const ownReservation = async (token: string, id: number) =>
    (await context.client(token).GET('/reservations/{id}/auth', { params: { path: { id } } }))
      .data!;

  describe('GET /branches/visitors (listBranches)', () => {
    it('lists every branch by name to anyone, with hours, closures and fees', async () => {
      const created = await createTestBranch(context, {
        openingHours: [
          { day: 2, opens: '13:00', closes: '18:00' },
          { day: 2, opens: '08:00', closes: '12:00' },
          { day: 1, opens: '08:00', closes: '24:00' },
        ],
        closures: [
          { date: '2031-12-25', reason: 'Christmas Day' },
          { date: '2031-01-01', reason: "New Year's Day" },
        ],
      });
      const { data, response } = await context.client().GET('/branches/visitors');
      expect(response.status).toBe(200);
      const names = data!.map((branch) => branch.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const listed = data!.find((branch) => branch.id === created.id)!;
      expect(listed.openingHours).toEqual([
        { day: 1, opens: '08:00', closes: '24:00' },
        { day: 2, opens: '08:00', closes: '12:00' },
        { day: 2, opens: '13:00', closes: '18:00' },
      ]);
      expect(listed.closures.map((closure) => closure.date)).toEqual(['2031-01-01', '2031-12-25']);
      expect(listed.oneWayFee).toBe(0);
    });
  });

  describe('GET /branches/visitors/{slug} (getBranch)', () => {
    it('answers a branch by its slug, and 404 for an unknown one', async () => {
      const input = branchInput({ oneWayFee: undefined });
      const { data: saved } = await create(input);
      const { data, response } = await getBranch(input.slug);
      expect(response.status).toBe(200);
      const { oneWayFee: _none, ...fields } = input;
      expect(data).toEqual({ ...fields, id: saved!.id });
      expect('oneWayFee' in data!).toBe(false);
      await expectError(
        getBranch('no-such-branch'),
        404,
        'Resource with id no-such-branch not found',
      );
    });
  });

  describe('POST /branches/admin (createBranch)', () => {
    it('creates a branch for an administrator only', async () => {
      const input = branchInput();
      const { data, response } = await create(input);
      expect(response.status).toBe(201);
      expect(data).toEqual({
        message: 'Branch Successfully Saved',
        success: true,
        id: expect.any(Number),
      });
      await expectAdministratorOnly(context, (client) =>
        client.POST('/branches/admin', { body: branchInput() }),
      );
    });

    it('answers 409 for a slug another branch has', async () => {
      const taken = await createTestBranch(context);
      await expectError(
        create(branchInput({ slug: taken.slug })),
        409,
        'A branch with this slug already exists',
      );
    });

    it('answers 400 naming the field, creating nothing', async () => {
      const refused = async (overrides: Partial<BranchInput>, message: string) => {
        const input = branchInput(overrides);
        await expectError(create(input), 400, message);
        await expectNotFound(getBranch(input.slug), input.slug as never);
      };
      await refused({ timeZone: 'Mars/Olympus' }, 'timeZone: must be an IANA time zone');
      await refused(
        { openingHours: [{ day: 1, opens: '18:00', closes: '09:00' }] },
        'openingHours[0].closes: must be after opens',
      );
      await refused(
        { closures: [{ date: '2031-02-30', reason: 'No such day' }] },
        'closures[0].date: must be a real date',
      );
      await refused(
        {
          closures: [
            { date: '2031-12-25', reason: 'Christmas Day' },
            { date: '2031-12-25', reason: 'Again' },
          ],
        },
        'closures[1].date: must appear only once',
      );
      await expectValidationError(create(branchInput({ latitude: 91 })), 'latitude');
      await expectValidationError(create(branchInput({ longitude: -181 })), 'longitude');
      await expectValidationError(create(branchInput({ slug: 'Not A Slug' })), 'slug');
      await expectValidationError(create(branchInput({ oneWayFee: 1.005 })), 'oneWayFee');
    });
  });

  describe('PUT /branches/admin/{id} (updateBranch)', () => {
    it('replaces the branch; an absent fee stops one-way returns', async () => {
      const branch = await createTestBranch(context);
      const input = branchInput({
        name: uniqueText('Renamed'),
        slug: branch.slug,
        oneWayFee: undefined,
      });
      await expectSuccess(
        admin().PUT('/branches/admin/{id}', { params: { path: { id: branch.id } }, body: input }),
        200,
        'Branch Successfully Updated',
      );
      const { data } = await getBranch(branch.slug);
      expect(data!.name).toBe(input.name);
      expect(data!.oneWayFee).toBeUndefined();
    });

    it('answers 404 for an unknown branch and 409 for the slug of another', async () => {
      const [first, second] = [await createTestBranch(context), await createTestBranch(context)];
      await expectNotFound(
        admin().PUT('/branches/admin/{id}', {
          params: { path: { id: UNKNOWN_ID } },
          body: branchInput(),
        }),
        UNKNOWN_ID,
      );
      await expectError(
        admin().PUT('/branches/admin/{id}', {
          params: { path: { id: first.id } },
          body: branchInput({ slug: second.slug }),
        }),
        409,
        'A branch with this slug already exists',
      );
    });
  });

  describe('DELETE /branches/admin/{id} (deleteBranch)', () => {
    const remove = (id: number) =>
      admin().DELETE('/branches/admin/{id}', { params: { path: { id } } });

    it('deletes a branch without vehicles or upcoming reservations', async () => {
      const branch = await createTestBranch(context);
      await expectSuccess(remove(branch.id), 200, 'Branch Successfully Deleted');
      await expectNotFound(getBranch(branch.slug), branch.slug as never);
      await expectNotFound(remove(branch.id), branch.id);
    });

    it('answers 409 for a branch with vehicles or an upcoming return', async () => {
      const home = await createTestBranch(context);
      const returns = await createTestBranch(context, { oneWayFee: 10 });
      const vehicle = await createTestVehicle(context, { branchId: home.id });
      await expectError(remove(home.id), 409, "Branch couldn't be deleted. Vehicles belong to it");
      const customer = await registerCustomer(context);
      const zone = home.timeZone;
      await expectBooked(
        book(
          customer.token,
          vehicle.id,
          branchBooking(inZone(zone, 20, 10), inZone(zone, 21, 10), {
            dropOffBranchId: returns.id,
          }),
        ),
      );
      await expectError(
        remove(returns.id),
        409,
        "Branch couldn't be deleted. It has upcoming reservations",
      );
    });
  });

  describe('vehicles at branches', () => {
    it('needs a branch for a new vehicle while there are several, and an existing one', async () => {
      const imageId = await uploadTestImage(context);
      const post = (branchId?: number) =>
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput(branchId === undefined ? {} : { branchId }),
        });
      await expectError(post(), 400, 'branchId: is required');
      await expectError(post(UNKNOWN_ID), 400, 'branchId: must be an existing branch');
    });

    it('lists the vehicles of a branch by its slug, free for the period in its zone', async () => {
      const branch = await createTestBranch(context, { timeZone: NEW_YORK });
      const [free, booked] = [
        await createTestVehicle(context, { branchId: branch.id }),
        await createTestVehicle(context, { branchId: branch.id }),
      ];
      await createTestVehicle(context);
      const customer = await registerCustomer(context);
      // Booked 10:00-12:00 New York time.
      await expectBooked(
        book(
          customer.token,
          booked.id,
          branchBooking(inZone(NEW_YORK, 40, 10), inZone(NEW_YORK, 40, 12)),
        ),
      );
      const list = async (query: Record<string, string>) => {
        const { data, response } = await context.client().GET('/car/visitors/pages', {
          params: { query: { branch: branch.slug, size: 100, ...query } },
        });
        expect(response.status).toBe(200);
        return data!.content.map((vehicle) => vehicle.id).sort((a, b) => a - b);
      };
      expect(await list({})).toEqual([free.id, booked.id].sort((a, b) => a - b));
      const at = (hour: number) => inZone(NEW_YORK, 40, hour).toFormat(PAYLOAD);
      expect(await list({ availableFrom: at(11), availableTo: at(13) })).toEqual([free.id]);
      expect(await list({ availableFrom: at(13), availableTo: at(14) })).toEqual(
        [free.id, booked.id].sort((a, b) => a - b),
      );
      expect(await list({ branch: 'no-such-branch' })).toEqual([]);
    });
  });

  describe('booking at branches', () => {
    it('refuses a closed time naming the branch and its hours, and a closure with its reason', async () => {
      const sunday = nextWeekday(NEW_YORK, 7, 7, 10);
      const closed = sunday.plus({ days: 3 }); // a Wednesday
      const branch = await createTestBranch(context, {
        name: uniqueText('Union Station'),
        timeZone: NEW_YORK,
        openingHours: OFFICE_HOURS,
        closures: [{ date: closed.toFormat('yyyy-MM-dd'), reason: 'Staff training' }],
      });
      const vehicle = await createTestVehicle(context, { branchId: branch.id });
      const customer = await registerCustomer(context);
      await expectError(
        book(customer.token, vehicle.id, branchBooking(sunday, sunday.plus({ days: 1 }))),
        400,
        `${branch.name} is closed at that time. Opening hours on Sunday: closed`,
      );
      const monday = sunday.plus({ days: 1 });
      await expectError(
        book(customer.token, vehicle.id, branchBooking(monday, monday.set({ hour: 19 }))),
        400,
        `${branch.name} is closed at that time. Opening hours on Monday: 08:00–18:00`,
      );
      await expectError(
        book(customer.token, vehicle.id, branchBooking(closed, closed.plus({ hours: 2 }))),
        400,
        `${branch.name} is closed at that time. Closed on ${closed.toFormat('yyyy-MM-dd')}: Staff training`,
      );
      // A return at closing time is within the hours.
      await expectBooked(
        book(customer.token, vehicle.id, branchBooking(monday, monday.set({ hour: 18 }))),
      );
    });

    it('refuses a pick-up away from the vehicle, a return where none is taken, an unknown branch', async () => {
      const home = await createTestBranch(context);
      const noReturns = await createTestBranch(context, { oneWayFee: undefined });
      const vehicle = await createTestVehicle(context, { branchId: home.id });
      const customer = await registerCustomer(context);
      const [pickUp, dropOff] = [inZone(home.timeZone, 15, 10), inZone(home.timeZone, 16, 10)];
      await expectError(
        book(
          customer.token,
          vehicle.id,
          branchBooking(pickUp, dropOff, { pickUpBranchId: noReturns.id }),
        ),
        400,
        `pickUpBranchId: must be the vehicle's branch (${home.name})`,
      );
      await expectError(
        book(
          customer.token,
          vehicle.id,
          branchBooking(pickUp, dropOff, { dropOffBranchId: noReturns.id }),
        ),
        400,
        `${noReturns.name} does not take one-way returns`,
      );
      await expectError(
        book(
          customer.token,
          vehicle.id,
          branchBooking(pickUp, dropOff, { dropOffBranchId: UNKNOWN_ID }),
        ),
        400,
        'dropOffBranchId: must be an existing branch',
      );
    });

    it('books a pick-up in New York returned in Chicago on instants, with the one-way fee', async () => {
      const newYork = await createTestBranch(context, { timeZone: NEW_YORK, oneWayFee: 20 });
      const chicago = await createTestBranch(context, { timeZone: CHICAGO, oneWayFee: 15 });
      const vehicle = await createTestVehicle(context, { branchId: newYork.id, pricePerHour: 10 });
      const customer = await registerCustomer(context);
      const pickUp = inZone(NEW_YORK, 50, 10);
      // 12:00 in Chicago is 13:00 in New York: three hours.
      const dropOff = DateTime.fromObject(
        { year: pickUp.year, month: pickUp.month, day: pickUp.day, hour: 12 },
        { zone: CHICAGO },
      );
      const id = await expectBooked(
        book(
          customer.token,
          vehicle.id,
          branchBooking(pickUp, dropOff, {
            pickUpBranchId: newYork.id,
            dropOffBranchId: chicago.id,
          }),
        ),
      );
      expect(await ownReservation(customer.token, id)).toMatchObject({
        pickUpTime: pickUp.toFormat(ISO_LOCAL),
        dropOffTime: dropOff.toFormat(ISO_LOCAL),
        pickUpLocation: newYork.name,
        dropOffLocation: chicago.name,
        pickUpBranchId: newYork.id,
        dropOffBranchId: chicago.id,
        totalPrice: 3 * 10 + 15,
      });
      const confirmed = await latestEmail(context, customer.email, 'bookingConfirmed');
      for (const branch of [newYork, chicago]) {
        expect(confirmed.text).toContain(`${branch.address}, ${branch.city} ${branch.zipCode}, US`);
        expect(confirmed.text).toContain(branch.phoneNumber);
        expect(confirmed.text).toContain(branch.timeZone);
      }
      // 12:30 in New York is 11:30 in Chicago, before the return: the vehicle is still away.
      const other = await registerCustomer(context);
      await expectError(
        book(
          other.token,
          vehicle.id,
          branchBooking(pickUp.set({ hour: 12, minute: 30 }), pickUp.set({ hour: 16 })),
        ),
        400,
        'Car is not available for selected time',
      );
      await expectBooked(
        book(
          other.token,
          vehicle.id,
          branchBooking(pickUp.set({ hour: 13, minute: 30 }), pickUp.set({ hour: 16 })),
        ),
      );
    });

    it('charges the real hours across the March and November clock changes', async () => {
      const branch = await createTestBranch(context, { timeZone: CHICAGO });
      const vehicle = await createTestVehicle(context, { branchId: branch.id, pricePerHour: 10 });
      const customer = await registerCustomer(context);
      const year = DateTime.now().year + 1;
      // The US changes clocks on the second Sunday of March and the first Sunday of November.
      const sundayFrom = (month: number, firstDay: number) => {
        const first = DateTime.fromObject(
          { year, month, day: firstDay, hour: 10 },
          { zone: CHICAGO },
        );
        return first.plus({ days: (7 - first.weekday + 7) % 7 });
      };
      const spring = sundayFrom(3, 8);
      const autumn = sundayFrom(11, 1);
      const springId = await expectBooked(
        book(customer.token, vehicle.id, branchBooking(spring.minus({ days: 1 }), spring)),
      );
      const autumnId = await expectBooked(
        book(customer.token, vehicle.id, branchBooking(autumn.minus({ days: 1 }), autumn)),
      );
      expect((await ownReservation(customer.token, springId)).totalPrice).toBe(23 * 10);
      expect((await ownReservation(customer.token, autumnId)).totalPrice).toBe(25 * 10);
      // 02:30 on the March night does not exist in Chicago.
      const skipped = {
        ...branchBooking(spring.plus({ days: 2 }), spring.plus({ days: 3 })),
        pickUpTime: `${spring.toFormat('MM/dd/yyyy')} 02:30:00`,
      };
      await expectError(
        book(customer.token, vehicle.id, skipped),
        400,
        'pickUpTime: must be a real date and time',
      );
    });
  });

  describe('filters by branch', () => {
    it('keeps the reservations picked up or returned at a branch, and its dashboard figures', async () => {
      const branch = await createTestBranch(context);
      const vehicle = await createTestVehicle(context, { branchId: branch.id });
      const customer = await registerCustomer(context);
      const zone = branch.timeZone;
      const id = await expectBooked(
        book(customer.token, vehicle.id, branchBooking(inZone(zone, 25, 10), inZone(zone, 25, 14))),
      );
      const { data } = await admin().GET('/reservations/admin/all/pages', {
        params: { query: { branch: branch.slug } },
      });
      expect(data!.content.map((reservation) => reservation.id)).toEqual([id]);
      const { data: none } = await admin().GET('/reservations/admin/all/pages', {
        params: { query: { branch: 'no-such-branch' } },
      });
      expect(none!.totalElements).toBe(0);
      const { data: stats } = await admin().GET('/admin/stats', {
        params: { query: { branch: branch.slug } },
      });
      expect(stats!.totals.vehicles).toBe(1);
      expect(stats!.totals.reservations).toBe(1);
      expect(stats!.reservationsByStatus.CREATED).toBe(1);
    });
  });

  describe('GET /excel/download/branches (downloadBranches)', () => {
    it('answers branches.xlsx with a row per branch and its vehicle count', async () => {
      const branch: Branch = await createTestBranch(context, { oneWayFee: undefined });
      await createTestVehicle(context, { branchId: branch.id });
      const { data, response } = await admin().GET('/excel/download/branches', {
        parseAs: 'arrayBuffer',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="branches.xlsx"',
      );
      const rows = await readSheet(data as ArrayBuffer);
      expect(rows[0]).toEqual([
        'Id',
        'Name',
        'Slug',
        'Address',
        'City',
        'Zip Code',
        'Country',
        'Phone Number',
        'Email',
        'Time Zone',
        'Opening Hours',
        'One-way Fee',
        'Vehicles',
      ]);
      const row = rows.find((cells) => cells[0] === branch.id)!;
      expect(row[1]).toBe(branch.name);
      expect(row[11] ?? null).toBeNull();
      expect(row[12]).toBe(1);
      await expectAdministratorOnly(context, (client) =>
        client.GET('/excel/download/branches', { parseAs: 'arrayBuffer' }),
      );
    });
  });
}

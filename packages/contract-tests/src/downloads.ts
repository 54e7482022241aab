import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from './context';
import { expectAdministratorOnly } from './expectations';
import { SPREADSHEET_HEADERS } from './spreadsheetHeaders';
import {
  createBookedReservation,
  createTestVehicle,
  localTime,
  registerCustomer,
} from './fixtures';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Path = '/excel/download/users' | '/excel/download/cars' | '/excel/download/reservations';
type Cell = string | number | boolean | Date | null;

export function describeDownloads(context: ContractContext): void {
  /** Downloads a spreadsheet as the administrator; checks the headers and answers its rows. */
  async function download(path: Path, fileName: string): Promise<Cell[][]> {
    const { data, response } = await context
      .client(context.adminToken)
      .GET(path, { parseAs: 'arrayBuffer' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    return (await readSheet(data as ArrayBuffer)) as Cell[][];
  }

  const rowWithId = (rows: Cell[][], id: number) => rows.find((row) => Number(row[0]) === id);

  describe('GET /excel/download/users (downloadUsers)', () => {
    it('answers users.xlsx: the header row, then one row per user', async () => {
      const customer = await registerCustomer(context);
      const { data: users } = await context
        .client(context.adminToken)
        .GET('/user/auth/pages', { params: { query: { size: 1 } } });
      const [header, ...rows] = await download('/excel/download/users', 'users.xlsx');
      expect(header).toEqual(SPREADSHEET_HEADERS.users);
      expect(rows).toHaveLength(users!.totalElements);
      const { user } = customer;
      const row = rowWithId(rows, user.id)!;
      expect(row.slice(1, 7)).toEqual([
        user.firstName,
        user.lastName,
        user.phoneNumber,
        user.email,
        user.address,
        user.zipCode,
      ]);
      expect(String(row[7]).split(/,\s*/)).toEqual(['Customer']);
    });
  });

  describe('GET /excel/download/cars (downloadVehicles)', () => {
    it('answers vehicles.xlsx: the header row, then one row per vehicle', async () => {
      const vehicle = await createTestVehicle(context, {
        airConditioning: false,
        pricePerHour: 45.7,
      });
      const { data: vehicles } = await context.client().GET('/car/visitors/all');
      const [header, ...rows] = await download('/excel/download/cars', 'vehicles.xlsx');
      expect(header).toEqual(SPREADSHEET_HEADERS.vehicles);
      expect(rows).toHaveLength(vehicles!.length);
      const row = rowWithId(rows, vehicle.id)!;
      expect(row[1]).toBe(vehicle.model);
      expect(row.slice(2, 5).map(Number)).toEqual([vehicle.doors, vehicle.seats, vehicle.luggage]);
      expect(row[5]).toBe(vehicle.transmission);
      expect(row[6]).toBe('No');
      expect(Number(row[7])).toBe(vehicle.age);
      expect(row[8]).toBe(45.7);
      expect(row[9]).toBe(vehicle.fuelType);
    });
  });

  describe('GET /excel/download/reservations (downloadReservations)', () => {
    it('answers reservations.xlsx: the header row, then one row per reservation', async () => {
      const { customer, vehicle, id } = await createBookedReservation(
        context,
        localTime(52, 10),
        localTime(52, 13),
        { pricePerHour: 45.7 },
      );
      const { data: reservations } = await context
        .client(context.adminToken)
        .GET('/reservations/admin/all/pages', { params: { query: { size: 1 } } });
      const [header, ...rows] = await download('/excel/download/reservations', 'reservations.xlsx');
      expect(header).toEqual(SPREADSHEET_HEADERS.reservations);
      expect(rows).toHaveLength(reservations!.totalElements);
      const row = rowWithId(rows, id)!;
      const { user } = customer;
      expect(Number(row[1])).toBe(vehicle.id);
      expect(row[2]).toBe(vehicle.model);
      expect(Number(row[3])).toBe(user.id);
      expect(row[4]).toBe(`${user.firstName} ${user.lastName}`);
      expect(row[5]).toBe(user.phoneNumber);
      expect(row.slice(8, 10)).toEqual(['Contract Airport', 'Contract Station']);
      expect(row[10]).toBe('CREATED');
      // Three hours at $45.70, a number in cents exactly.
      expect(row[11]).toBe(137.1);
    });
  });

  describe('downloads are for administrators', () => {
    it.each([
      '/excel/download/users',
      '/excel/download/cars',
      '/excel/download/reservations',
    ] as const)(
      '%s answers 401 anonymously or with a bad token and 403 for a customer',
      async (path) => {
        await expectAdministratorOnly(context, (client) =>
          client.GET(path, { parseAs: 'arrayBuffer' }),
        );
      },
    );
  });
}

import { readSheet } from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { logIn, type ContractContext } from './context';
import { expectAdministratorOnly } from './expectations';
import { SPREADSHEET_HEADERS } from './spreadsheetHeaders';
import {
  createBookedReservation,
  createTestVehicle,
  localTime,
  registerCustomer,
  uniquePlate,
  userUpdate,
} from './fixtures';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Path = '/excel/download/users' | '/excel/download/cars' | '/excel/download/reservations';
type Cell = string | number | boolean | Date | null;

/** The header rows in Spanish. */
const SPANISH_HEADERS = {
  users: [
    'Id',
    'Nombre',
    'Apellidos',
    'Teléfono',
    'Correo electrónico',
    'Dirección',
    'Código postal',
    'Roles',
  ],
  vehicles: [
    'Id',
    'Modelo',
    'Puertas',
    'Plazas',
    'Maletas',
    'Transmisión',
    'Aire acondicionado',
    'Antigüedad',
    'Precio por hora',
    'Combustible',
    'Matrícula',
  ],
  reservations: [
    'Id',
    'Id del coche',
    'Modelo del coche',
    'Id del cliente',
    'Nombre del cliente',
    'Teléfono del cliente',
    'Hora de recogida',
    'Hora de devolución',
    'Lugar de recogida',
    'Lugar de devolución',
    'Estado',
    'Precio total',
  ],
};

const SHEETS = [
  { path: '/excel/download/users', fileName: 'users.xlsx', sheet: 'users' },
  { path: '/excel/download/cars', fileName: 'vehicles.xlsx', sheet: 'vehicles' },
  { path: '/excel/download/reservations', fileName: 'reservations.xlsx', sheet: 'reservations' },
] as const;

export function describeDownloads(context: ContractContext): void {
  /**
   * Downloads a spreadsheet as an administrator (the demo one unless `token`), asking for
   * `acceptLanguage`; checks the file's type and name and answers its rows.
   */
  async function download(
    path: Path,
    fileName: string,
    {
      token = context.adminToken,
      acceptLanguage,
    }: { token?: string; acceptLanguage?: string } = {},
  ): Promise<Cell[][]> {
    const { data, response } = await context.client(token).GET(path, {
      parseAs: 'arrayBuffer',
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    });
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
        licensePlate: uniquePlate(),
      });
      const unplated = await createTestVehicle(context);
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
      expect(row[10]).toBe(vehicle.licensePlate);
      expect(rowWithId(rows, unplated.id)![10] ?? null).toBeNull();
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

  describe("downloads in the requester's language", () => {
    it('writes the headers in the language Accept-Language asks for', async () => {
      for (const { path, fileName, sheet } of SHEETS) {
        const [header] = await download(path, fileName, {
          acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8',
        });
        expect(header).toEqual(SPANISH_HEADERS[sheet]);
      }
    });

    it('writes air conditioning as Sí or No in Spanish', async () => {
      const cooled = await createTestVehicle(context, { airConditioning: true });
      const rows = await download('/excel/download/cars', 'vehicles.xlsx', {
        acceptLanguage: 'es',
      });
      expect(rowWithId(rows, cooled.id)![6]).toBe('Sí');
    });

    it("writes them in the administrator's language when Accept-Language names none the site speaks", async () => {
      const spanish = await registerCustomer(context, { language: 'es' });
      const { response } = await context.client(context.adminToken).PUT('/user/{id}/auth', {
        params: { path: { id: spanish.user.id } },
        body: userUpdate(spanish.user, { roles: ['Administrator'] }),
      });
      expect(response.status).toBe(200);
      const token = await logIn(context, spanish);
      for (const { path, fileName, sheet } of SHEETS) {
        const [header] = await download(path, fileName, { token, acceptLanguage: 'fr-FR, de' });
        expect(header).toEqual(SPANISH_HEADERS[sheet]);
      }
      const [english] = await download('/excel/download/users', 'users.xlsx', {
        token,
        acceptLanguage: 'en',
      });
      expect(english).toEqual(SPREADSHEET_HEADERS.users);
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

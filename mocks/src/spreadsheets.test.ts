import { SPREADSHEET_HEADERS } from '@rentacar/contract-tests';
import {
  demoBranchTemplates,
  demoReservationTemplates,
  demoUsers,
  demoVehicles,
} from '@rentacar/demo-data';
import { readSheet } from 'read-excel-file/universal';
import { expect, it } from 'vitest';
import { createUser, createVehicle, issueToken } from './node';
import { apiClient, setUpMockApi } from './testing';

setUpMockApi();

type Path = '/excel/download/users' | '/excel/download/cars' | '/excel/download/reservations';

async function downloadRows(path: Path) {
  const { data, response } = await apiClient(issueToken(1)).GET(path, { parseAs: 'arrayBuffer' });
  expect(response.status).toBe(200);
  return readSheet(data!);
}

it('users.xlsx lists every user by id with comma-joined roles', async () => {
  const both = createUser({ firstName: 'Robin', roles: ['Customer', 'Administrator'] });
  const [header, ...rows] = await downloadRows('/excel/download/users');
  expect(header).toEqual(SPREADSHEET_HEADERS.users);
  expect(rows.map((row) => row[0])).toEqual([...demoUsers.map((user) => user.id), both.id]);
  expect(rows.at(-1)).toEqual([
    both.id,
    'Robin',
    both.lastName,
    both.phoneNumber,
    both.email,
    both.address,
    both.zipCode,
    'Customer, Administrator',
  ]);
});

it('vehicles.xlsx writes air conditioning as Yes or No', async () => {
  const withoutAir = createVehicle({ airConditioning: false, model: 'Open Air' });
  const [header, ...rows] = await downloadRows('/excel/download/cars');
  expect(header).toEqual(SPREADSHEET_HEADERS.vehicles);
  expect(rows).toHaveLength(demoVehicles.length + 1);
  expect(rows[0]).toEqual([
    1,
    'Toyota Corolla',
    4,
    5,
    2,
    'Automatic',
    'Yes',
    2,
    18,
    'Gasoline',
    '7ABC123',
  ]);
  expect(rows.at(-1)?.slice(0, 2)).toEqual([withoutAir.id, 'Open Air']);
  expect(rows.at(-1)?.[6]).toBe('No');
});

it("reservations.xlsx names each reservation's car and customer", async () => {
  const [header, ...rows] = await downloadRows('/excel/download/reservations');
  expect(header).toEqual(SPREADSHEET_HEADERS.reservations);
  expect(rows).toHaveLength(demoReservationTemplates.length);
  const first = demoReservationTemplates[0]!;
  const vehicle = demoVehicles.find((candidate) => candidate.id === first.carId)!;
  const customer = demoUsers.find((candidate) => candidate.id === first.userId)!;
  const branch = demoBranchTemplates.find((candidate) => candidate.id === vehicle.branchId)!;
  expect(rows[0]!.slice(0, 6)).toEqual([
    first.id,
    vehicle.id,
    vehicle.model,
    customer.id,
    `${customer.firstName} ${customer.lastName}`,
    customer.phoneNumber,
  ]);
  expect(rows[0]!.slice(8, 12)).toEqual([
    branch.name,
    branch.name,
    first.status,
    first.hours * vehicle.pricePerHour,
  ]);
});

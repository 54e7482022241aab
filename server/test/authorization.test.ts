import { demoImages } from '@rentacar/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIALECTS,
  booking,
  call,
  DRIVER_DETAILS,
  login,
  loginAdmin,
  pngForm,
  registerCustomer,
  startTestServer,
  type RequestOptions,
  type TestServer,
  uploadPng,
  VEHICLE_INPUT,
} from './helpers.js';

const CALLERS = ['anonymous', 'customer', 'another customer', 'administrator'] as const;
type Caller = (typeof CALLERS)[number];

interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
}

interface Fixtures {
  server: TestServer;
  accounts: Record<Exclude<Caller, 'anonymous'>, Account>;
  /** The demo administrator's token, used to create what an operation needs. */
  setupToken: string;
  /** A reservation that belongs to `customer`. */
  customerReservationId: number;
  nextDay(): number;
}

interface Cell {
  path: string;
  init?: RequestOptions;
}

interface Operation {
  /** Builds a fresh request for `caller` (new target rows where the call would consume them). */
  request(fixtures: Fixtures, caller: Caller): Promise<Cell> | Cell;
  expected: Record<Caller, number>;
  /** Restores what the call took from `caller` (a password change revokes its token). */
  after?(fixtures: Fixtures, caller: Caller): Promise<void>;
}

const publicStatus = (status: number) => ({
  anonymous: status,
  customer: status,
  'another customer': status,
  administrator: status,
});
const authenticated = (status: number) => ({ ...publicStatus(status), anonymous: 401 });
const administratorOnly = (status: number) => ({
  anonymous: 401,
  customer: 403,
  'another customer': 403,
  administrator: status,
});

function profileOf(account: Account | undefined) {
  return {
    firstName: 'Matrix',
    lastName: 'Caller',
    phoneNumber: '(555) 987-6543',
    address: '2 Matrix Road',
    zipCode: '54321',
    email: account?.email ?? 'nobody@example.org',
  };
}

async function uploadImage({ server, setupToken }: Fixtures): Promise<string> {
  return (await uploadPng(server.api, setupToken)).body.imageId as string;
}

let branchNumber = 0;

/** A branch body of a slug of its own. */
function branchBody() {
  branchNumber += 1;
  return {
    name: `Matrix Branch ${branchNumber}`,
    slug: `matrix-branch-${branchNumber}-${Date.now()}`,
    address: '1 Matrix Way',
    city: 'Chicago',
    zipCode: '60601',
    country: 'US',
    latitude: 41.88,
    longitude: -87.63,
    phoneNumber: '(312) 555-0100',
    email: 'matrix@example.com',
    timeZone: 'America/Chicago',
    openingHours: [{ day: 1, opens: '08:00', closes: '18:00' }],
  };
}

async function createBranch(fixtures: Fixtures): Promise<number> {
  const created = await call(`${fixtures.server.api}/branches/admin`, {
    method: 'POST',
    token: fixtures.setupToken,
    json: branchBody(),
  });
  return created.body.id as number;
}

async function createVehicle(fixtures: Fixtures): Promise<number> {
  const imageId = await uploadImage(fixtures);
  await call(`${fixtures.server.api}/car/admin/${imageId}/add`, {
    method: 'POST',
    token: fixtures.setupToken,
    json: VEHICLE_INPUT,
  });
  const all = await call(`${fixtures.server.api}/car/visitors/all`);
  const created = all.body.find((vehicle: { image: string[] }) => vehicle.image[0] === imageId);
  return created.id as number;
}

/** A blocked period's body on a vehicle of its own, so no booking stands in its way. */
async function blockBody(fixtures: Fixtures) {
  const { pickUpTime, dropOffTime } = booking(fixtures.nextDay(), fixtures.nextDay());
  return {
    carId: await createVehicle(fixtures),
    start: pickUpTime,
    end: dropOffTime,
    reason: 'Matrix',
  };
}

async function createBlock(fixtures: Fixtures): Promise<number> {
  const created = await call(`${fixtures.server.api}/blocks/admin`, {
    method: 'POST',
    token: fixtures.setupToken,
    json: await blockBody(fixtures),
  });
  return created.body.id as number;
}

/** A one-day season's body on a day no other request of the table takes. */
function seasonBody(fixtures: Fixtures) {
  const day = new Date(Date.UTC(2400, 0, 1 + fixtures.nextDay())).toISOString().slice(0, 10);
  return { name: 'Matrix', startDate: day, endDate: day, percent: 10 };
}

async function createSeason(fixtures: Fixtures): Promise<number> {
  const created = await call(`${fixtures.server.api}/seasons/admin`, {
    method: 'POST',
    token: fixtures.setupToken,
    json: seasonBody(fixtures),
  });
  return created.body.id as number;
}

async function newUserId({ server }: Fixtures): Promise<number> {
  const { token } = await registerCustomer(server.api);
  return (await call(`${server.api}/user`, { token })).body.id as number;
}

async function createReservation(fixtures: Fixtures, token: string): Promise<number> {
  const day = fixtures.nextDay();
  const { api } = fixtures.server;
  await call(`${api}/reservations/add?carId=3`, {
    method: 'POST',
    token,
    json: booking(day, day + 1),
  });
  const own = await call(`${api}/reservations/auth/all?sort=id&direction=DESC&size=1`, { token });
  return own.body.content[0].id as number;
}

async function createContactMessage({ server, setupToken }: Fixtures): Promise<number> {
  await call(`${server.api}/contactmessage/visitors`, {
    method: 'POST',
    json: {
      name: 'Matrix',
      email: 'm@example.org',
      subject: 'Matrix test',
      body: 'A message for the matrix.',
    },
  });
  const page = await call(`${server.api}/contactmessage/pages?sort=id&direction=DESC&size=1`, {
    token: setupToken,
  });
  return page.body.content[0].id as number;
}

async function latestEmailId({ server, setupToken }: Fixtures): Promise<number> {
  const page = await call(`${server.api}/emails/admin/pages?sort=id&direction=DESC&size=1`, {
    token: setupToken,
  });
  return page.body.content[0].id as number;
}

const accountOf = (fixtures: Fixtures, caller: Caller) =>
  caller === 'anonymous' ? undefined : fixtures.accounts[caller];

let registrations = 0;

const OPERATIONS: Record<string, Operation> = {
  login: {
    request: ({ accounts }) => ({
      path: '/login',
      init: {
        method: 'POST',
        json: { email: accounts.customer.email, password: accounts.customer.password },
      },
    }),
    expected: publicStatus(200),
  },
  register: {
    request: () => {
      registrations += 1;
      return {
        path: '/register',
        init: {
          method: 'POST',
          json: {
            ...profileOf(undefined),
            email: `matrix-${Date.now()}-${registrations}@example.org`,
            password: 'Secret#2026',
            confirmPassword: 'Secret#2026',
          },
        },
      };
    },
    expected: publicStatus(201),
  },
  getCurrentUser: { request: () => ({ path: '/user' }), expected: authenticated(200) },
  updateCurrentUser: {
    request: (fixtures, caller) => ({
      path: '/user',
      init: { method: 'PUT', json: profileOf(accountOf(fixtures, caller)) },
    }),
    expected: authenticated(200),
  },
  updateDriverDetails: {
    request: () => ({ path: '/user/driver', init: { method: 'PUT', json: DRIVER_DETAILS } }),
    expected: authenticated(200),
  },
  downloadMyData: {
    request: () => ({ path: '/user/data' }),
    expected: authenticated(200),
  },
  // A wrong password keeps the callers' accounts: the matrix needs them for every other row.
  deleteMyAccount: {
    request: () => ({
      path: '/user/delete',
      init: { method: 'POST', json: { password: 'Not#theirs1' } },
    }),
    expected: authenticated(400),
  },
  changePassword: {
    request: (fixtures, caller) => {
      const password = accountOf(fixtures, caller)?.password ?? 'Secret#2026';
      return {
        path: '/user/auth',
        init: {
          method: 'PATCH',
          json: { oldPassword: password, newPassword: password, confirmNewPassword: password },
        },
      };
    },
    expected: authenticated(200),
    async after(fixtures, caller) {
      const account = accountOf(fixtures, caller);
      if (account !== undefined) {
        account.token = await login(fixtures.server.api, account.email, account.password);
      }
    },
  },
  createContactMessage: {
    request: () => ({
      path: '/contactmessage/visitors',
      init: {
        method: 'POST',
        json: {
          name: 'Visitor',
          email: 'visitor@example.org',
          subject: 'A question',
          body: 'Do you rent vans for moving house?',
        },
      },
    }),
    expected: publicStatus(201),
  },
  listContactMessages: {
    request: () => ({ path: '/contactmessage/pages' }),
    expected: administratorOnly(200),
  },
  getContactMessage: {
    request: () => ({ path: '/contactmessage/1' }),
    expected: administratorOnly(200),
  },
  deleteContactMessage: {
    request: async (fixtures) => ({
      path: `/contactmessage/${await createContactMessage(fixtures)}`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  listUsers: { request: () => ({ path: '/user/auth/pages' }), expected: administratorOnly(200) },
  getUser: {
    request: ({ accounts }) => ({ path: `/user/${accounts.customer.id}/auth` }),
    expected: administratorOnly(200),
  },
  updateUser: {
    request: async (fixtures) => ({
      path: `/user/${await newUserId(fixtures)}/auth`,
      init: {
        method: 'PUT',
        json: {
          ...profileOf(undefined),
          email: `updated-${Date.now()}@example.org`,
          roles: ['Customer'],
        },
      },
    }),
    expected: administratorOnly(200),
  },
  deleteUser: {
    request: async (fixtures) => ({
      path: `/user/${await newUserId(fixtures)}/auth`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  listVehicles: { request: () => ({ path: '/car/visitors/pages' }), expected: publicStatus(200) },
  getVehicle: { request: () => ({ path: '/car/visitors/1' }), expected: publicStatus(200) },
  getVehicleAvailability: {
    request: () => ({ path: '/car/visitors/1/availability' }),
    expected: publicStatus(200),
  },
  listAllVehicles: { request: () => ({ path: '/car/visitors/all' }), expected: publicStatus(200) },
  uploadImage: {
    request: () => ({ path: '/files/upload', init: { method: 'POST', body: pngForm() } }),
    expected: administratorOnly(201),
  },
  displayImage: {
    request: () => ({ path: `/files/display/${demoImages[0]!.id}` }),
    expected: publicStatus(200),
  },
  deleteImage: {
    request: async (fixtures) => ({
      path: `/files/${await uploadImage(fixtures)}`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  createVehicle: {
    request: async (fixtures) => ({
      path: `/car/admin/${await uploadImage(fixtures)}/add`,
      init: { method: 'POST', json: VEHICLE_INPUT },
    }),
    expected: administratorOnly(201),
  },
  updateVehicle: {
    request: async (fixtures) => {
      const id = await createVehicle(fixtures);
      const imageId = await uploadImage(fixtures);
      return {
        path: `/car/admin/auth?id=${id}&imageId=${imageId}`,
        init: { method: 'PUT', json: { ...VEHICLE_INPUT, model: 'Matrix Car 2' } },
      };
    },
    expected: administratorOnly(200),
  },
  deleteVehicle: {
    request: async (fixtures) => ({
      path: `/car/admin/${await createVehicle(fixtures)}/auth`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  listBranches: { request: () => ({ path: '/branches/visitors' }), expected: publicStatus(200) },
  getBranch: {
    request: () => ({ path: '/branches/visitors/chicago-downtown' }),
    expected: publicStatus(200),
  },
  createBranch: {
    request: () => ({ path: '/branches/admin', init: { method: 'POST', json: branchBody() } }),
    expected: administratorOnly(201),
  },
  updateBranch: {
    request: async (fixtures) => ({
      path: `/branches/admin/${await createBranch(fixtures)}`,
      init: { method: 'PUT', json: branchBody() },
    }),
    expected: administratorOnly(200),
  },
  deleteBranch: {
    request: async (fixtures) => ({
      path: `/branches/admin/${await createBranch(fixtures)}`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  listBlockedPeriods: {
    request: () => ({ path: '/blocks/admin' }),
    expected: administratorOnly(200),
  },
  createBlockedPeriod: {
    request: async (fixtures) => ({
      path: '/blocks/admin',
      init: { method: 'POST', json: await blockBody(fixtures) },
    }),
    expected: administratorOnly(201),
  },
  updateBlockedPeriod: {
    request: async (fixtures) => ({
      path: `/blocks/admin/${await createBlock(fixtures)}`,
      init: { method: 'PUT', json: await blockBody(fixtures) },
    }),
    expected: administratorOnly(200),
  },
  deleteBlockedPeriod: {
    request: async (fixtures) => ({
      path: `/blocks/admin/${await createBlock(fixtures)}`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  listSeasons: {
    request: () => ({ path: '/seasons/admin' }),
    expected: administratorOnly(200),
  },
  createSeason: {
    request: (fixtures) => ({
      path: '/seasons/admin',
      init: { method: 'POST', json: seasonBody(fixtures) },
    }),
    expected: administratorOnly(201),
  },
  updateSeason: {
    request: async (fixtures) => ({
      path: `/seasons/admin/${await createSeason(fixtures)}`,
      init: { method: 'PUT', json: seasonBody(fixtures) },
    }),
    expected: administratorOnly(200),
  },
  deleteSeason: {
    request: async (fixtures) => ({
      path: `/seasons/admin/${await createSeason(fixtures)}`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  getFleetCalendar: {
    request: () => ({ path: '/calendar/admin?from=2026-03-01T00:00:00&to=2026-04-01T00:00:00' }),
    expected: administratorOnly(200),
  },
  createReservation: {
    request: (fixtures) => {
      const day = fixtures.nextDay();
      return {
        path: '/reservations/add?carId=4',
        init: { method: 'POST', json: booking(day, day + 1) },
      };
    },
    expected: authenticated(201),
  },
  quoteReservation: {
    request: (fixtures) => {
      const day = fixtures.nextDay();
      const { pickUpTime, dropOffTime } = booking(day, day + 1);
      return {
        path: '/reservations/visitors/quote',
        init: { method: 'POST', json: { carId: 4, pickUpTime, dropOffTime } },
      };
    },
    expected: publicStatus(200),
  },
  listOwnReservations: {
    request: () => ({ path: '/reservations/auth/all' }),
    expected: authenticated(200),
  },
  getOwnReservation: {
    request: ({ customerReservationId }) => ({
      path: `/reservations/${customerReservationId}/auth`,
    }),
    // Only the owner sees it; to anybody else it does not exist.
    expected: { anonymous: 401, customer: 200, 'another customer': 404, administrator: 404 },
  },
  cancelOwnReservation: {
    // A fresh reservation of the customer each time: a cancelled one cannot be cancelled again.
    request: async (fixtures) => {
      const id = await createReservation(fixtures, fixtures.accounts.customer.token);
      return { path: `/reservations/${id}/auth/cancel`, init: { method: 'PATCH' } };
    },
    expected: { anonymous: 401, customer: 200, 'another customer': 404, administrator: 404 },
  },
  changeOwnReservation: {
    request: async (fixtures) => {
      const id = await createReservation(fixtures, fixtures.accounts.customer.token);
      const { pickUpTime, dropOffTime } = booking(fixtures.nextDay(), fixtures.nextDay() + 1);
      return {
        path: `/reservations/${id}/auth/change`,
        init: { method: 'PUT', json: { pickUpTime, dropOffTime } },
      };
    },
    expected: { anonymous: 401, customer: 200, 'another customer': 404, administrator: 404 },
  },
  listReservations: {
    request: () => ({ path: '/reservations/admin/all/pages' }),
    expected: administratorOnly(200),
  },
  getReservation: {
    request: ({ customerReservationId }) => ({
      path: `/reservations/${customerReservationId}/admin`,
    }),
    expected: administratorOnly(200),
  },
  updateReservation: {
    request: async (fixtures) => {
      const id = await createReservation(fixtures, fixtures.accounts.customer.token);
      const day = fixtures.nextDay();
      return {
        path: `/reservations/admin/auth?reservationId=${id}&carId=3`,
        init: { method: 'PUT', json: { ...booking(day, day + 1), status: 'CREATED' } },
      };
    },
    expected: administratorOnly(200),
  },
  deleteReservation: {
    request: async (fixtures) => ({
      path: `/reservations/admin/${await createReservation(fixtures, fixtures.accounts.customer.token)}/auth`,
      init: { method: 'DELETE' },
    }),
    expected: administratorOnly(200),
  },
  downloadUsers: {
    request: () => ({ path: '/excel/download/users' }),
    expected: administratorOnly(200),
  },
  downloadVehicles: {
    request: () => ({ path: '/excel/download/cars' }),
    expected: administratorOnly(200),
  },
  downloadReservations: {
    request: () => ({ path: '/excel/download/reservations' }),
    expected: administratorOnly(200),
  },
  downloadBranches: {
    request: () => ({ path: '/excel/download/branches' }),
    expected: administratorOnly(200),
  },
  getAdminStats: {
    request: () => ({ path: '/admin/stats' }),
    expected: administratorOnly(200),
  },
  getRentalRules: {
    request: () => ({ path: '/policies/visitors/rental' }),
    expected: publicStatus(200),
  },
  updateRentalRules: {
    // The rules in force, written back unchanged: the other rows book under them.
    request: async (fixtures) => ({
      path: '/policies/admin/rental',
      init: {
        method: 'PUT',
        json: (await call(`${fixtures.server.api}/policies/visitors/rental`)).body,
      },
    }),
    expected: administratorOnly(200),
  },
  streamFleetChanges: {
    request: () => ({ path: '/live/admin' }),
    expected: administratorOnly(200),
  },
  getHealth: { request: () => ({ path: '/health' }), expected: publicStatus(200) },
  getLiveness: { request: () => ({ path: '/health/live' }), expected: publicStatus(200) },
  getReadiness: { request: () => ({ path: '/health/ready' }), expected: publicStatus(200) },
  requestPasswordReset: {
    // An address of each caller's own: reset requests are limited per e-mail.
    request: (_fixtures, caller) => ({
      path: '/user/password/forgot',
      init: { method: 'POST', json: { email: `nobody.${caller.replace(' ', '.')}@example.org` } },
    }),
    expected: publicStatus(202),
  },
  resetPassword: {
    // A forged token: whoever calls, the link is what counts (never a 401 or 403).
    request: () => ({
      path: '/user/password/reset',
      init: {
        method: 'POST',
        json: { token: 'forged', newPassword: 'Matrix#2026', confirmNewPassword: 'Matrix#2026' },
      },
    }),
    expected: publicStatus(400),
  },
  confirmEmail: {
    request: () => ({
      path: '/user/email/confirm',
      init: { method: 'POST', json: { token: 'forged' } },
    }),
    expected: publicStatus(400),
  },
  resendEmailConfirmation: {
    request: () => ({ path: '/user/email/confirmation', init: { method: 'POST' } }),
    expected: { anonymous: 401, customer: 202, 'another customer': 202, administrator: 202 },
  },
  listEmails: {
    request: () => ({ path: '/emails/admin/pages' }),
    expected: administratorOnly(200),
  },
  getEmail: {
    request: async (fixtures) => ({ path: `/emails/admin/${await latestEmailId(fixtures)}` }),
    expected: administratorOnly(200),
  },
  resendEmail: {
    request: async (fixtures) => ({
      path: `/emails/admin/${await latestEmailId(fixtures)}/resend`,
      init: { method: 'POST' },
    }),
    expected: administratorOnly(202),
  },
};

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  let fixtures: Fixtures;

  beforeAll(async () => {
    // Many registrations in one minute: lift the per-client limit (its own test keeps it).
    const server = await startTestServer(dialect, {
      rateLimits: {
        loginMaxFailures: 5,
        loginWindowMs: 900_000,
        publicMaxRequests: 1000,
        publicWindowMs: 60_000,
        loginAddressMaxRequests: 1000,
        loginAddressWindowMs: 60_000,
        loginEmailMaxFailures: 100,
        passwordResetMaxRequests: 1000,
        passwordResetWindowMs: 60_000,
      },
    });
    const setupToken = await loginAdmin(server.api);
    const account = async (): Promise<Account> => {
      const registered = await registerCustomer(server.api);
      const id = (await call(`${server.api}/user`, { token: registered.token })).body.id as number;
      return { id, ...registered };
    };
    const customer = await account();
    const anotherCustomer = await account();
    const administrator = await account();
    await call(`${server.api}/user/${administrator.id}/auth`, {
      method: 'PUT',
      token: setupToken,
      json: { ...profileOf(administrator), roles: ['Administrator'] },
    });
    // The role change revoked the tokens issued before it.
    administrator.token = await login(server.api, administrator.email, administrator.password);
    let day = 600;
    fixtures = {
      server,
      setupToken,
      accounts: { customer, 'another customer': anotherCustomer, administrator },
      customerReservationId: 0,
      nextDay: () => (day += 3),
    };
    fixtures.customerReservationId = await createReservation(fixtures, customer.token);
  });
  afterAll(() => fixtures.server.destroy());

  it('covers every operation of the contract', async () => {
    const document = await call(`${fixtures.server.api}/docs/json`);
    const operationIds = Object.values(document.body.paths).flatMap((pathItem) =>
      Object.values(pathItem as Record<string, { operationId?: string }>).flatMap((operation) =>
        operation.operationId === undefined ? [] : [operation.operationId],
      ),
    );
    expect(Object.keys(OPERATIONS).sort()).toEqual(operationIds.sort());
  });

  it('answers driver details only to their owner and to administrators', async () => {
    const { api } = fixtures.server;
    const { customer, 'another customer': other, administrator } = fixtures.accounts;
    const licenseNumber = `OWN-${customer.id}`;
    const saved = await call(`${api}/user/driver`, {
      method: 'PUT',
      token: customer.token,
      json: { ...DRIVER_DETAILS, licenseNumber },
    });
    expect(saved.status).toBe(200);
    const own = await call(`${api}/user`, { token: customer.token });
    expect(own.body.driver.licenseNumber).toBe(licenseNumber);
    const asAdministrator = await call(`${api}/user/${customer.id}/auth`, {
      token: administrator.token,
    });
    expect(asAdministrator.body.driver.licenseNumber).toBe(licenseNumber);
    // Whatever another customer may call answers their own details, or nothing of the owner's.
    const paths = ['/user', '/user/data', `/user/${customer.id}/auth`, `/reservations/auth/all`];
    for (const path of paths) {
      const answer = await call(`${api}${path}`, { token: other.token });
      expect(answer.text).not.toContain(licenseNumber);
    }
    const list = await call(
      `${api}/user/auth/pages?size=100&q=${encodeURIComponent(customer.email)}`,
      {
        token: administrator.token,
      },
    );
    expect(list.body.content).toHaveLength(1);
    expect(list.text).not.toContain(licenseNumber);
  });

  it('answers additional drivers only to the reservation’s owner and to administrators', async () => {
    const { api } = fixtures.server;
    const { customer, 'another customer': other, administrator } = fixtures.accounts;
    await call(`${api}/user/driver`, {
      method: 'PUT',
      token: customer.token,
      json: DRIVER_DETAILS,
    });
    const licenseNumber = `ADD-${customer.id}`;
    const day = fixtures.nextDay();
    const booked = await call(`${api}/reservations/add?carId=3`, {
      method: 'POST',
      token: customer.token,
      json: {
        ...booking(day, day + 1),
        additionalDrivers: [
          { ...DRIVER_DETAILS, firstName: 'Other', lastName: 'Driver', licenseNumber },
        ],
      },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as number;
    const own = await call(`${api}/reservations/${id}/auth`, { token: customer.token });
    expect(own.body.additionalDrivers).toMatchObject([{ licenseNumber }]);
    const asAdministrator = await call(`${api}/reservations/${id}/admin`, {
      token: administrator.token,
    });
    expect(asAdministrator.body.additionalDrivers).toMatchObject([{ licenseNumber }]);
    const paths = [
      `/reservations/${id}/auth`,
      `/reservations/${id}/admin`,
      '/reservations/auth/all',
      '/user/data',
    ];
    for (const path of paths) {
      const answer = await call(`${api}${path}`, { token: other.token });
      expect(answer.text).not.toContain(licenseNumber);
    }
  });

  it.each(Object.entries(OPERATIONS))(
    '%s answers each caller as documented',
    async (_, operation) => {
      const actual: Partial<Record<Caller, number>> = {};
      for (const caller of CALLERS) {
        const { path, init } = await operation.request(fixtures, caller);
        const token = accountOf(fixtures, caller)?.token;
        const response = await call(`${fixtures.server.api}${path}`, { ...init, token });
        actual[caller] = response.status;
        await operation.after?.(fixtures, caller);
      }
      expect(actual).toEqual(operation.expected);
    },
  );
});

import { type User } from '@rentacar/contract';
import { createApiClient, type ApiClient } from '@rentacar/api';
import { expect } from 'vitest';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#1234' };
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer#1234' };

const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/** A client address of its own, so per-client rate limits of one test never touch another. */
export const randomClientAddress = () => `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;

/**
 * What every contract test works with: clients for the API under test and the demo accounts'
 * tokens. The suite knows the API only through its base URL.
 */
export interface ContractContext {
  /** A client sending `token` as bearer token, or none; from its own client address. */
  client(token?: string, clientAddress?: string): ApiClient;
  /** The base URL of the API, e.g. `http://127.0.0.1:4010/api`. */
  baseUrl(): string;
  adminToken: string;
  customerToken: string;
  admin: User;
  customer: User;
}

export function createContractContext(getBaseUrl: () => string): ContractContext {
  const context: ContractContext = {
    client(token, clientAddress = randomClientAddress()) {
      return createApiClient({
        baseUrl: getBaseUrl(),
        getToken: () => token,
        fetch: (request) => {
          request.headers.set('X-Forwarded-For', clientAddress);
          return fetch(request);
        },
      });
    },
    baseUrl: getBaseUrl,
    adminToken: '',
    customerToken: '',
    admin: undefined as unknown as User,
    customer: undefined as unknown as User,
  };
  return context;
}

/** Logs in with e-mail and password and answers the token (the login must succeed). */
export async function logIn(
  context: ContractContext,
  credentials: { email: string; password: string },
): Promise<string> {
  const { data, response } = await context.client().POST('/login', { body: credentials });
  expect(response.status, `login of ${credentials.email}`).toBe(200);
  return data!.token;
}

/** Fills the context with the demo accounts: run in `beforeAll`. */
export async function logInDemoAccounts(context: ContractContext): Promise<void> {
  context.adminToken = await logIn(context, DEMO_ADMIN);
  context.customerToken = await logIn(context, DEMO_CUSTOMER);
  context.admin = (await context.client(context.adminToken).GET('/user')).data!;
  context.customer = (await context.client(context.customerToken).GET('/user')).data!;
}

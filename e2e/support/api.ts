import type { ApiErrorBody } from '@rentacar/contract';

/** The demo accounts the server seeds (contract: built-in, never changed by the journeys). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin#1234' } as const;
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'Customer#1234' } as const;

/** A driver of 40, licensed for 20 years until 2099: every demo vehicle accepts them. */
export const DRIVER_DETAILS = {
  dateOfBirth: '1986-03-09',
  licenseNumber: 'E2E-1986-0309',
  licenseCountry: 'US',
  licenseIssuedOn: '2006-04-01',
  licenseExpiresOn: '2099-04-01',
};

export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | string,
    request: string,
  ) {
    super(`${request} answered ${status}: ${typeof body === 'string' ? body : body.message}`);
  }
}

/**
 * Direct calls to the server under test, to check what it holds after a journey step (and to read
 * ids the screens do not show). Answers are the contract's types; failures throw with the message.
 */
export class ServerApi {
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, options: { token?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    if (!response.ok) {
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json');
      throw new ServerError(
        response.status,
        isJson ? (JSON.parse(text) as ApiErrorBody) : text,
        `${method} ${path}`,
      );
    }
    return response;
  }

  async get<T>(path: string, token?: string): Promise<T> {
    return (await (await this.request('GET', path, { token })).json()) as T;
  }

  async send<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    json: unknown,
    token?: string,
  ) {
    return (await (await this.request(method, path, { token, json })).json()) as T;
  }

  async login(account: { email: string; password: string }): Promise<string> {
    return (await this.send<{ token: string }>('POST', '/login', account)).token;
  }

  /** The account gives driver details every demo vehicle accepts, so it may book. */
  async giveDriverDetails(account: { email: string; password: string }): Promise<void> {
    await this.send('PUT', '/user/driver', DRIVER_DETAILS, await this.login(account));
  }

  /** The raw bytes of a stored image, as the browser would fetch them. */
  async imageBytes(imageId: string): Promise<Buffer> {
    return Buffer.from(
      await (await this.request('GET', `/files/display/${imageId}`)).arrayBuffer(),
    );
  }
}

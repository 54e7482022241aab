import { API_MESSAGES } from '@rentacar/contract';
import { db, type UserRecord } from './db';
import { fail } from './errors';

const TOKEN_PREFIX = 'mock.';
const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface TokenClaims {
  sub: number;
  exp: number;
  /** The user's token version when the token was issued. */
  ver: number;
}

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/**
 * A session token for a user. The mock's tokens carry the user id and expiry in readable form (no
 * signature: nothing here is secret), so a token survives a page reload of the app's demo mode.
 */
export function issueToken(userId: number, now: number = Date.now()): string {
  const claims: TokenClaims = {
    sub: userId,
    exp: now + TOKEN_LIFETIME_MS,
    ver: db.users.find(userId)?.tokenVersion ?? 0,
  };
  return TOKEN_PREFIX + toBase64Url(JSON.stringify(claims));
}

function readClaims(token: string): TokenClaims | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const claims: unknown = JSON.parse(fromBase64Url(token.slice(TOKEN_PREFIX.length)));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { sub, exp, ver } = claims as Partial<TokenClaims>;
    return Number.isInteger(sub) && typeof exp === 'number' && Number.isInteger(ver)
      ? { sub: sub!, exp, ver: ver! }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The caller of a protected operation: 401 without a token or with an invalid/expired one. */
export function authenticate(request: Request): UserRecord {
  const header = request.headers.get('authorization');
  if (!header) return fail(request, 401, API_MESSAGES.authenticationRequired);
  const token = /^Bearer (.+)$/i.exec(header)?.[1];
  const claims = token ? readClaims(token) : undefined;
  const user = claims && claims.exp > Date.now() ? db.users.find(claims.sub) : undefined;
  // A deleted user, or a password or role change since the token was issued, ends the session.
  const current = user && (user.tokenVersion ?? 0) === claims!.ver ? user : undefined;
  return current ?? fail(request, 401, API_MESSAGES.invalidToken);
}

/**
 * Whether `request` passes without a look at its caller: a public operation, unless it names
 * further audiences (`[public, authenticated]`: anyone, the caller known when they send a
 * token, which must then be valid).
 */
const isOpenToAll = (request: Request, audience: readonly string[]) =>
  audience.includes('public') &&
  (audience.length === 1 || request.headers.get('authorization') === null);

/** The caller of an operation open to all, when they sent a token (401 for an invalid one). */
export const optionalCaller = (request: Request): UserRecord | undefined =>
  request.headers.get('authorization') === null ? undefined : authenticate(request);

/**
 * The operation's audience check (`x-roles` of openapi.yaml), as the server's guard does it:
 * nothing for `public`, 401 when not logged in, 403 when the caller holds none of the roles.
 */
export function admit(request: Request, audience: readonly string[]): void {
  if (isOpenToAll(request, audience)) return;
  const user = authenticate(request);
  const allowed =
    audience.includes('authenticated') || user.roles.some((role) => audience.includes(role));
  if (!allowed) fail(request, 403, API_MESSAGES.accessDenied);
}

import { API_MESSAGES, ROLES, type Role } from '@rentacar/contract';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { TokenClaims, TokenService } from './tokens.js';

/** Who may call an operation (`x-roles` in openapi.yaml); any listed role is enough. */
export type Audience = 'public' | 'authenticated' | Role;

export interface AuthenticatedUser {
  id: number;
  roles: Role[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every operation that is not public. */
    user: AuthenticatedUser | undefined;
  }
}

const AUDIENCES: readonly Audience[] = ['public', 'authenticated', ...ROLES];

/** The audience list of a route, checked when routes are registered so none is left open. */
export function parseAudience(value: unknown, route: string): Audience[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((entry) => AUDIENCES.includes(entry as Audience))
  ) {
    throw new Error(`Operation ${route} has no valid x-roles in openapi.yaml`);
  }
  return value as Audience[];
}

const isPublic = (audience: readonly Audience[]) => audience.includes('public');

const bearerToken = (request: FastifyRequest) =>
  /^Bearer\s+(\S*)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * Whether `request` passes without a look at its caller: a public operation, unless it names
 * further audiences (`[public, authenticated]`: anyone, the caller known when they send a
 * token, which must then be valid).
 */
export const isOpenToAll = (audience: readonly Audience[], request: FastifyRequest) =>
  isPublic(audience) && (audience.length === 1 || bearerToken(request) === undefined);

/**
 * Before validation, so an anonymous caller learns nothing about the input; roles and token
 * version are read fresh, so a deleted user's or a revoked token stops working at once.
 */
export function createGuard(db: Kysely<DB>, tokens: TokenService) {
  async function loadUser({ userId, tokenVersion }: TokenClaims) {
    const rows = await db
      .selectFrom('users')
      .leftJoin('userRoles', 'userRoles.userId', 'users.id')
      .select(['users.tokenVersion', 'userRoles.role'])
      .where('users.id', '=', userId)
      .execute();
    if (rows.length === 0 || rows[0]!.tokenVersion !== tokenVersion) return undefined;
    return {
      id: userId,
      roles: rows.flatMap(({ role }) => (role === null ? [] : [role as Role])),
    };
  }

  return async function guard(request: FastifyRequest, audience: Audience[]): Promise<void> {
    if (isOpenToAll(audience, request)) return;
    const token = bearerToken(request);
    if (token === undefined) throw new ApiError(401, API_MESSAGES.authenticationRequired);
    const claims = await tokens.verify(token);
    const user = claims === undefined ? undefined : await loadUser(claims);
    if (user === undefined) throw new ApiError(401, API_MESSAGES.invalidToken);
    const allowed =
      audience.includes('authenticated') || user.roles.some((role) => audience.includes(role));
    if (!allowed) throw new ApiError(403, API_MESSAGES.accessDenied);
    request.user = user;
  };
}

/** The caller of a protected operation (the guard has already rejected anonymous calls). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (request.user === undefined) throw new ApiError(401, API_MESSAGES.authenticationRequired);
  return request.user;
}

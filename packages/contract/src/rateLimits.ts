// Generated from openapi.yaml by packages/contract/scripts/generate.mjs: do not edit.
import type { operations } from './schema';

/** A per-client-address limit: `max` requests of its operations within `windowSeconds`. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
  readonly operations: readonly (keyof operations)[];
}

/** Every `x-rate-limit` of the contract by name, with its default figures. */
export const RATE_LIMITS = {
  loginAddress: { max: 100, windowSeconds: 300, operations: ['login'] },
  publicWrite: { max: 30, windowSeconds: 60, operations: ['register', 'createContactMessage'] },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** `x-failed-login-limit`: failed logins per e-mail within `windowSeconds` before logins answer 429. */
export const FAILED_LOGIN_LIMIT = { max: 5, windowSeconds: 900 } as const;

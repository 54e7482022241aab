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
  publicWrite: {
    max: 30,
    windowSeconds: 60,
    operations: ['register', 'createContactMessage', 'quoteReservation'],
  },
  passwordResetAddress: {
    max: 10,
    windowSeconds: 900,
    operations: ['requestPasswordReset', 'resetPassword', 'confirmEmail'],
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Every `x-email-rate-limit` by name: requests per e-mail address (or per account) rather than per
 * client address, with its default figures.
 */
export const EMAIL_RATE_LIMITS = {
  passwordResetEmail: { max: 3, windowSeconds: 3600, operations: ['requestPasswordReset'] },
  emailConfirmationResend: { max: 3, windowSeconds: 3600, operations: ['resendEmailConfirmation'] },
} as const satisfies Record<string, RateLimit>;

export type EmailRateLimitName = keyof typeof EMAIL_RATE_LIMITS;

/**
 * `x-failed-login-limit`: failed logins per e-mail and client address within `windowSeconds`
 * before that pair answers 429 (`max`), and per e-mail from any address (`perEmailMax`).
 */
export const FAILED_LOGIN_LIMIT = { max: 5, windowSeconds: 900, perEmailMax: 100 } as const;

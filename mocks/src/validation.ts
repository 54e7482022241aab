import {
  API_MESSAGES,
  BODY_LIMITS,
  PARAMETER_LIMITS,
  parsePayloadDateTime,
  type components,
  type ValueLimits,
} from '@rentacar/api';
import { fail } from './errors';

/** Returns why a value is invalid, or undefined when it is fine. */
export type Rule = (value: unknown) => string | undefined;

const isString = (value: unknown): value is string => typeof value === 'string';

export const requiredText: Rule = (value) =>
  isString(value) && value.trim().length > 0 ? undefined : 'must not be blank';

export const textLength =
  (min: number, max: number): Rule =>
  (value) =>
    isString(value) && value.trim().length >= min && value.length <= max
      ? undefined
      : `must be between ${min} and ${max} characters`;

// No blanks or control characters anywhere, as the server's `format: email` demands.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const email: Rule = (value) =>
  isString(value) && EMAIL.test(value) ? undefined : 'must be a valid email';

const PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
export const phoneNumber: Rule = (value) =>
  isString(value) && PHONE.test(value) ? undefined : 'must match (999) 999-9999';

const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&]).{8,}$/;
export const password: Rule = (value) =>
  isString(value) && PASSWORD.test(value)
    ? undefined
    : 'must be at least 8 characters with a lowercase and an uppercase letter, a digit and one of @$!%*#?&';

export const anyString: Rule = (value) => (isString(value) ? undefined : 'must be a string');

export const nonNegativeInteger: Rule = (value) =>
  Number.isInteger(value) && (value as number) >= 0 ? undefined : 'must be an integer >= 0';

export const positiveNumber: Rule = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
    ? undefined
    : 'must be a positive number';

export const boolean: Rule = (value) =>
  typeof value === 'boolean' ? undefined : 'must be true or false';

export const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    isString(value) && allowed.includes(value) ? undefined : `must be one of ${allowed.join(', ')}`;

export const nonEmptyListOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    Array.isArray(value) &&
    value.length > 0 &&
    new Set(value).size === value.length &&
    value.every((item) => isString(item) && allowed.includes(item))
      ? undefined
      : `must be a non-empty list of distinct values of ${allowed.join(', ')}`;

/** A reservation time in the request format `MM/dd/yyyy HH:mm:ss`. */
export const payloadDateTime: Rule = (value) => {
  if (!isString(value)) return 'must be a date-time MM/dd/yyyy HH:mm:ss';
  try {
    parsePayloadDateTime(value);
    return undefined;
  } catch {
    return 'must be a date-time MM/dd/yyyy HH:mm:ss';
  }
};

export type Schema<Body> = { [Field in keyof Body]-?: Rule };

const patterns = new Map<string, RegExp>();
const compiled = (pattern: string) => {
  const regExp = patterns.get(pattern) ?? new RegExp(pattern, 'u');
  patterns.set(pattern, regExp);
  return regExp;
};

/**
 * Why a value breaks the bounds openapi.yaml states for it (generated into `@rentacar/api`), so
 * the mock refuses what the server refuses: over-long or control-character text, numbers out of
 * range. Lengths count code points, as the server's JSON Schema validation does.
 */
export function limitsReason(limits: ValueLimits, value: unknown): string | undefined {
  if (typeof value === 'string') {
    if (limits.maxLength !== undefined && [...value].length > limits.maxLength) {
      return `must be at most ${limits.maxLength} characters`;
    }
    if (limits.pattern !== undefined && !compiled(limits.pattern).test(value)) {
      return limits.patternReason ?? 'must match the required format';
    }
  }
  if (typeof value === 'number') {
    if (limits.maximum !== undefined && value > limits.maximum) {
      return `must be at most ${limits.maximum}`;
    }
    if (limits.minimum !== undefined && value < limits.minimum) {
      return `must be at least ${limits.minimum}`;
    }
  }
  return undefined;
}

export type BodySchemaName = keyof typeof BODY_LIMITS;
type BodyOf<Name extends BodySchemaName> = components['schemas'][Name];

/**
 * Checks a parsed JSON body against per-field rules, then against the limits the contract's schema
 * `schemaName` states, and answers 400 `<field>: <reason>` for the first failing field. Fields listed
 * in `optional` are only checked when present. Answers only the fields of the schema: anything else
 * the body carries is dropped.
 */
export function validateBody<Name extends BodySchemaName>(
  request: Request,
  body: unknown,
  schemaName: Name,
  schema: Schema<BodyOf<Name>>,
  optional: readonly (keyof BodyOf<Name>)[] = [],
): BodyOf<Name> {
  const fieldLimits: Record<string, ValueLimits> = BODY_LIMITS[schemaName];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail(request, 400, 'body: must be a JSON object');
  }
  const record = body as Record<string, unknown>;
  const checked: Record<string, unknown> = {};
  const rules = schema as Record<string, Rule>;
  const optionalFields = optional as readonly string[];
  for (const field of Object.keys(rules)) {
    const value = record[field];
    if (value === undefined && optionalFields.includes(field)) continue;
    const reason =
      value === undefined
        ? 'is required'
        : (rules[field]!(value) ?? limitsReason(fieldLimits[field] ?? {}, value));
    if (reason) fail(request, 400, `${field}: ${reason}`);
    checked[field] = value;
  }
  return checked as BodyOf<Name>;
}

/**
 * The JSON body of a request: 415 when it is sent as another media type (`multipart/form-data` to a
 * JSON operation), 400 when it is not JSON at all.
 */
export async function readJson(request: Request): Promise<unknown> {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') {
    return fail(request, 415, API_MESSAGES.unsupportedContentType);
  }
  try {
    return await request.json();
  } catch {
    return fail(request, 400, 'body: must be valid JSON');
  }
}

/** An integer id from a path or query parameter; 400 `<name>: ...` otherwise. */
export function parseId(request: Request, name: string, value: string | null | undefined): number {
  if (value === null || value === undefined || value === '') {
    return fail(request, 400, `${name}: is required`);
  }
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    return fail(request, 400, `${name}: must be an integer`);
  }
  const id = Number(value);
  const limits: ValueLimits = (PARAMETER_LIMITS as Record<string, ValueLimits>)[name] ?? {};
  const reason = limitsReason(limits, id);
  return reason === undefined ? id : fail(request, 400, `${name}: ${reason}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An image id (UUID) from a path or query parameter; 400 `<name>: ...` otherwise. */
export function parseImageId(
  request: Request,
  name: string,
  value: string | null | undefined,
): string {
  if (value === null || value === undefined || value === '') {
    return fail(request, 400, `${name}: is required`);
  }
  return UUID.test(value) ? value : fail(request, 400, `${name}: must be a UUID`);
}

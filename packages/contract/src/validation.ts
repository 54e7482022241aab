/**
 * Request validation against openapi.yaml, one rule for the server (through Fastify's validator
 * compiler) and the mock (over the generated route table): how each request part is checked and
 * how a failure is worded. Exported as `@rentacar/contract/validation`, so the app's bundle does not
 * carry ajv.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestPart } from './operations';
import { validationReason } from './validationReasons';

const baseOptions: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  // Messages quote the failing schema (e.g. both length bounds).
  verbose: true,
  // OpenAPI annotations (`example`) are not JSON Schema keywords.
  strictSchema: false,
  // `multipleOf: 0.01` in binary floating point: 45.7 / 0.01 is 4569.999999999999, so ajv's exact
  // test would refuse it. Within 1e-9 of a whole quotient is a whole number of cents.
  multipleOfPrecision: 9,
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...baseOptions, ...options });
  addFormats.default(ajv);
  return ajv;
}

/** Validates (and, for path and query values, coerces in place) one part of a request. */
export type RequestValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Compiles the schema of one request part; see `createRequestValidatorCompiler`. */
export type RequestValidatorCompiler = (
  schema: object,
  part: RequestPart | string,
) => RequestValidator;

/**
 * Path and query values arrive as text and are coerced to the declared types; JSON bodies are
 * not, so `{"doors": "4"}` or `{"airConditioning": "yes"}` is a 400 rather than a silent guess.
 */
export function createRequestValidatorCompiler(): RequestValidatorCompiler {
  const coercing = createAjv({ coerceTypes: 'array' });
  const exact = createAjv({ coerceTypes: false });
  return (schema, part) =>
    part === 'body' ? exact.compile(schema) : requireDecimalNumbers(coercing.compile(schema));
}

/** How a number is written in a path or query: plain decimal digits, optionally signed. */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Ajv's coercion takes whatever `Number()` reads: `0x10` becomes 16, ` 5` becomes 5, and the text
 * `Infinity` is coerced after the type check and then skips the bounds (they only test finite
 * numbers). A number in a path or query must be written in decimal; path and query values are
 * flat, so each coerced value is compared with the text it came from.
 */
function requireDecimalNumbers(validate: ValidateFunction): RequestValidator {
  const checked: RequestValidator = (data: unknown) => {
    const texts = { ...(data as Record<string, unknown> | undefined) };
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const misspelt = Object.entries((data ?? {}) as Record<string, unknown>).find(
      ([name, value]) =>
        typeof value === 'number' &&
        typeof texts[name] === 'string' &&
        !DECIMAL_TEXT.test(texts[name]),
    );
    if (misspelt === undefined) return true;
    checked.errors = [
      {
        instancePath: `/${misspelt[0]}`,
        schemaPath: '#/type',
        keyword: 'type',
        params: {},
        message: validationReason('decimalNumber'),
      },
    ];
    return false;
  };
  return checked;
}

interface SchemaFacts {
  minLength?: number;
  maxLength?: number;
  examples?: unknown[];
  /** The contract's wording for a failed `pattern` (`must not contain control characters`). */
  'x-pattern-reason'?: string;
}

/**
 * Both bounds are named when the minimum is a real length (`must be between 5 and 50 characters`);
 * a minimum of 1 only means "not empty", so each bound then speaks for itself.
 */
function lengthReason(keyword: string, { minLength, maxLength }: SchemaFacts): string {
  if (minLength !== undefined && minLength > 1 && maxLength !== undefined) {
    return validationReason('lengthBetween', { min: minLength, max: maxLength });
  }
  if (keyword === 'minLength') {
    return minLength === 1
      ? validationReason('notEmpty')
      : validationReason('minLength', { min: minLength ?? 0 });
  }
  return validationReason('maxLength', { max: maxLength ?? 0 });
}

const limitOf = (error: ErrorObject) => (error.params as { limit: number }).limit;

/** `multipleOf: 0.01` reads `must have at most 2 decimal places`; other steps are named. */
function multipleOfReason(step: number): string {
  const decimals = -Math.log10(step);
  return Number.isInteger(decimals) && decimals > 0
    ? validationReason('decimalPlaces', { decimals })
    : validationReason('multipleOf', { step });
}

const FORMAT_REASONS: Record<string, string> = {
  email: validationReason('email'),
  uuid: validationReason('uuid'),
};

function reason(error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as SchemaFacts;
  switch (error.keyword) {
    case 'required':
      return validationReason('required');
    case 'minLength':
    case 'maxLength':
      return lengthReason(error.keyword, schema);
    case 'maximum':
      return validationReason('maximum', { limit: limitOf(error) });
    case 'minimum':
      return validationReason('minimum', { limit: limitOf(error) });
    case 'exclusiveMinimum':
      return validationReason('greaterThan', { limit: limitOf(error) });
    case 'multipleOf':
      return multipleOfReason((error.params as { multipleOf: number }).multipleOf);
    case 'enum':
      return validationReason('oneOf', {
        values: (error.params as { allowedValues: unknown[] }).allowedValues.join(', '),
      });
    case 'format':
      return FORMAT_REASONS[(error.params as { format: string }).format] ?? error.message ?? '';
    case 'pattern': {
      if (schema['x-pattern-reason'] !== undefined) return schema['x-pattern-reason'];
      const example = schema.examples?.[0];
      return example === undefined
        ? validationReason('format')
        : validationReason('formatLike', { example: String(example) });
    }
    default:
      return error.message ?? validationReason('invalid');
  }
}

/**
 * The contract's validation message: the first failing field, a colon, the reason
 * (`subject: must be between 5 and 50 characters`, `sort: must be one of id, model, ...`).
 * `part` names the request part when no field does (`body: must be object`).
 */
export function validationMessage(errors: readonly object[], part: string | undefined): string {
  const [first] = errors as ErrorObject[];
  if (first === undefined) return `${part ?? 'request'}: ${validationReason('invalid')}`;
  const segments = first.instancePath.split('/').filter(Boolean);
  // A query parameter is named as sent: `fuelType`, not the index of its repeated value.
  const path = (part === 'querystring' ? segments.slice(0, 1) : segments).join('.');
  const missing =
    first.keyword === 'required'
      ? (first.params as { missingProperty: string }).missingProperty
      : undefined;
  const field = [path, missing].filter(Boolean).join('.') || part || 'body';
  return `${field}: ${reason(first)}`;
}

import { isRealLocalDateTime, PARAMETER_LIMITS } from '@rentacar/api';
import { fail } from './errors';
import { limitsReason, parseId } from './validation';

/**
 * The optional filters of the admin lists, read from the query like the server reads them: absent
 * means no filter, a bad value is a 400 naming the parameter.
 */
const queryOf = (request: Request) => new URL(request.url).searchParams;

/** `q`: text searched for as a case-insensitive substring. */
export function readSearchText(request: Request): string | undefined {
  const value = queryOf(request).get('q');
  if (value === null) return undefined;
  if (value === '') fail(request, 400, 'q: must not be empty');
  const reason = limitsReason(PARAMETER_LIMITS.q, value);
  return reason === undefined ? value : fail(request, 400, `q: ${reason}`);
}

/** Whether any of `texts` contains `search`, letter case aside; no search matches everything. */
export function containsText(search: string | undefined, ...texts: string[]): boolean {
  if (search === undefined) return true;
  const needle = search.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(needle));
}

const mustBeOneOf = (allowed: readonly string[]) => `must be one of ${allowed.join(', ')}`;

/** A parameter that takes one of `allowed`. */
export function readOneOf<Value extends string>(
  request: Request,
  name: string,
  allowed: readonly Value[],
): Value | undefined {
  const value = queryOf(request).get(name);
  if (value === null) return undefined;
  if (!(allowed as readonly string[]).includes(value)) {
    fail(request, 400, `${name}: ${mustBeOneOf(allowed)}`);
  }
  return value as Value;
}

/** A parameter that may repeat, each value one of `allowed` (`status.1: ...` names the bad one). */
export function readListOf<Value extends string>(
  request: Request,
  name: string,
  allowed: readonly Value[],
): Value[] | undefined {
  const values = queryOf(request).getAll(name);
  if (values.length === 0) return undefined;
  values.forEach((value, index) => {
    if (!(allowed as readonly string[]).includes(value)) {
      fail(request, 400, `${name}.${index}: ${mustBeOneOf(allowed)}`);
    }
  });
  if (values.length > allowed.length) {
    fail(request, 400, `${name}: must NOT have more than ${allowed.length} items`);
  }
  return values as Value[];
}

/** An optional id parameter. */
export function readOptionalId(request: Request, name: string): number | undefined {
  const value = queryOf(request).get(name);
  return value === null ? undefined : parseId(request, name, value);
}

/** An optional ISO local date-time parameter (`2026-03-14T10:00:00`). */
export function readLocalDateTime(request: Request, name: 'from' | 'to'): string | undefined {
  const value = queryOf(request).get(name);
  if (value === null) return undefined;
  if (limitsReason(PARAMETER_LIMITS[name], value) !== undefined) {
    fail(request, 400, `${name}: must match the required format (e.g. 2026-03-14T10:00:00)`);
  }
  if (!isRealLocalDateTime(value)) fail(request, 400, `${name}: must be a real date and time`);
  return value;
}

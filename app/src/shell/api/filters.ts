import { BRANCH_SLUG_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from '@rentacar/contract';

/** A list's filters as the URL query holds them, by name; '' or absent when not applied. */
export type FilterValues = Readonly<Partial<Record<string, string>>>;

/** Typed search text as the contract's `SearchText` takes it: trimmed and cut to its bound. */
export function searchText(text = ''): string | undefined {
  const q = text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  return q === '' ? undefined : q;
}

/** A value the contract lists (`DONE` of `RESERVATION_STATUSES`), or no filter. */
export function oneOf<Value extends string>(
  values: readonly Value[],
  text = '',
): Value | undefined {
  return values.find((value) => value === text);
}

/**
 * A positive id (`?userId=5`), or no filter; the server answers an id beyond the contract's bounds
 * with the list's error state.
 */
export function positiveId(text = ''): number | undefined {
  return /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
}

/** The contract's `BranchSlug`: lowercase letters and digits, words joined by single hyphens. */
const BRANCH_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A branch slug (`?branch=chicago-downtown`), or no filter. */
export function branchSlug(text = ''): string | undefined {
  return BRANCH_SLUG_PATTERN.test(text) && text.length <= BRANCH_SLUG_MAX_LENGTH ? text : undefined;
}

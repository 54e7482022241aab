import { type ApiError, badRequest } from '../errors.js';

/** The error codes of SQLite and PostgreSQL for each constraint a write may break. */
const VIOLATIONS = {
  // A concurrent duplicate slipped past a check.
  unique: ['SQLITE_CONSTRAINT_UNIQUE', '23505'],
  foreignKey: ['SQLITE_CONSTRAINT_FOREIGNKEY', '23503'],
  // PostgreSQL's `reservations_no_overlap` or `vehicle_occupancy_no_overlap` refused an
  // overlapping booking or blocked period, or `seasons_no_overlap` a season. Two writers of clashing periods can each wait on the
  // other's uncommitted row, and PostgreSQL then aborts one of them as a deadlock (40P01): a
  // clash all the same.
  exclusion: ['23P01', '40P01'],
};

/** SQLite's triggers abort an overlapping write with one of these messages (0026, 0036). */
const SQLITE_OVERLAP = {
  code: 'SQLITE_CONSTRAINT_TRIGGER',
  messages: ['vehicle_occupancy_no_overlap', 'seasons_no_overlap'],
};

/** Whether `error` is the database refusing a write that breaks a `violation` constraint. */
export function breaks(violation: keyof typeof VIOLATIONS, error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (VIOLATIONS[violation].includes(code as string)) return true;
  return (
    violation === 'exclusion' &&
    code === SQLITE_OVERLAP.code &&
    SQLITE_OVERLAP.messages.includes(message as string)
  );
}

/** `write`, with `refusal` thrown instead should it break a `violation` constraint. */
export async function refusing<Result>(
  violation: keyof typeof VIOLATIONS,
  refusal: ApiError,
  write: Promise<Result>,
): Promise<Result> {
  try {
    return await write;
  } catch (error) {
    if (breaks(violation, error)) throw refusal;
    throw error;
  }
}

/** Deletes a row reservations may reference: the foreign key decides, so none slips in between. */
export const deleteUnlessReferenced = (deletion: Promise<unknown>, refusal: string) =>
  refusing('foreignKey', badRequest(refusal), deletion);

import { badRequest } from '../errors.js';

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Unique-constraint violations of both databases (a concurrent duplicate slipped past a check). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** PostgreSQL's exclusion constraints: `reservations_no_overlap` refused an overlapping booking. */
export function isExclusionViolation(error: unknown): boolean {
  return errorCode(error) === '23P01';
}

/** A delete refused because other rows still reference the row. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/**
 * Deletes a row that reservations may reference. The foreign key decides, so a reservation made
 * between a check and the delete cannot slip through; a refusal becomes a 400 with `refusal`.
 */
export async function deleteUnlessReferenced(deletion: Promise<unknown>, refusal: string) {
  try {
    await deletion;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(refusal);
    throw error;
  }
}

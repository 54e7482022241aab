import { ApiError } from '@rentacar/api';

/** What a failure toast says: the server's `message` (ApiError) or the thrown error's message. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The API answered 404: the record does not exist (or belongs to someone else). */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

import {
  imageNotFoundMessage,
  notFoundMessage,
  ERROR_STATUS_NAMES,
  type ErrorStatusCode,
} from '@rentacar/contract';

/** An expected failure whose message is shown to the client as is. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: ErrorStatusCode,
    message: string,
    /** Fields the contract adds to this answer's error body (a blocked period's `reservations`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

export const notFound = (id: number | string) => new ApiError(404, notFoundMessage(id));

export const imageNotFound = (id: string) => new ApiError(404, imageNotFoundMessage(id));

/** The nearest status the contract knows for any HTTP error status. */
export function toApiStatusCode(statusCode: number): ErrorStatusCode {
  if (statusCode in ERROR_STATUS_NAMES) return statusCode as ErrorStatusCode;
  return statusCode >= 500 ? 500 : 400;
}

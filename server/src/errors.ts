/** The contract's error `status` for each HTTP status the API answers. */
export const STATUS_NAMES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
} as const;

export type ApiStatusCode = keyof typeof STATUS_NAMES;

/** An expected failure whose message is shown to the client as is. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: ApiStatusCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

export const notFound = (id: number | string) =>
  new ApiError(404, `Resource with id ${id} not found`);

export const imageNotFound = (id: string) => new ApiError(404, `ImageFile with id ${id} not found`);

export const BUILT_IN_MESSAGE = "You don't have any permission to change this data";
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests, please try again later';

/** The nearest status the contract knows for any HTTP error status. */
export function toApiStatusCode(statusCode: number): ApiStatusCode {
  if (statusCode in STATUS_NAMES) return statusCode as ApiStatusCode;
  return statusCode >= 500 ? 500 : 400;
}

import type { ApiErrorBody } from '@rentacar/contract';

/** A non-2xx answer; `message` is the server's own message, ready to show in a toast. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body when the server sent the contract's error shape. */
    readonly body?: ApiErrorBody,
  ) {
    super(message);
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** Builds the ApiError for a failed response from what openapi-fetch parsed out of its body. */
export function toApiError(response: Response, parsedBody: unknown): ApiError {
  if (isApiErrorBody(parsedBody)) {
    return new ApiError(response.status, parsedBody.message, parsedBody);
  }
  return new ApiError(response.status, `Request failed with status ${response.status}`);
}

/** What every openapi-fetch call resolves to. */
interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Resolves an openapi-fetch call to its data, or throws ApiError carrying the server's message:
 * `const user = await unwrap(client.GET('/user'))`.
 */
export async function unwrap<Data>(pending: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error, response } = await pending;
  if (!response.ok) {
    throw toApiError(response, error);
  }
  // openapi-fetch leaves data undefined only for bodiless successes, which no contract operation has.
  return data as Data;
}

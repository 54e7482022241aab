export type { components, operations, paths } from './schema';
export type * from './types';
export * from './enums';
export * from './bounds';
export {
  EMAIL_RATE_LIMITS,
  FAILED_LOGIN_LIMIT,
  RATE_LIMITS,
  type EmailRateLimitName,
  type RateLimit,
  type RateLimitName,
} from './rateLimits';
export {
  API_MESSAGES,
  emailTakenMessage,
  ERROR_STATUS_NAMES,
  imageNotFoundMessage,
  notFoundMessage,
  parameterProblemMessage,
  rentalTooLongMessage,
  seasonOverlapMessage,
  type ErrorStatusCode,
  type ParameterProblem,
} from './messages';
export { parseRecordId } from './records';
export {
  readValidationMessage,
  VALIDATION_REASONS,
  validationReason,
  type ReasonValues,
  type ValidationProblem,
  type ValidationReasonKey,
} from './validationReasons';
export { IMAGE_DISPLAY_HEADERS, MAX_UPLOAD_BYTES } from './files';
export { pageOf, type Page } from './paging';
export { RESOURCE_OPERATIONS, type Resource, type ResourceOperationId } from './resources';
export {
  FLEET_RESOURCES,
  fleetChangeOf,
  KEEP_ALIVE_COMMENT,
  KEEP_ALIVE_INTERVAL_MS,
  serverSentEvent,
  type FleetEventName,
} from './live';

export type { components, operations, paths } from './schema';
export type * from './types';
export {
  createApiClient,
  DEFAULT_BASE_URL,
  requestUrl,
  type ApiClient,
  type ApiClientOptions,
  type RequestParams,
} from './client';
export { ApiError, toApiError, unwrap } from './errors';
export { FUEL_TYPES, IMAGE_COPY_WIDTHS, RESERVATION_STATUSES, ROLES, TRANSMISSIONS } from './enums';
export * from './bounds';
export {
  downloadSpreadsheet,
  IMAGE_DISPLAY_HEADERS,
  imageSrcSet,
  imageUrl,
  uploadImage,
  type ImageCopyWidth,
  type DownloadedFile,
  type SpreadsheetName,
} from './files';
export { clearStoredToken, getStoredToken, storeToken, TOKEN_STORAGE_KEY } from './token';
export {
  combineDateAndTime,
  DISPLAY_DATE_FORMAT,
  DISPLAY_TIME_FORMAT,
  formatDisplayDate,
  formatDisplayTime,
  isRealLocalDateTime,
  localRangeProblem,
  LOCAL_ISO_DATE_TIME_FORMAT,
  localNow,
  PAYLOAD_DATE_TIME_FORMAT,
  parsePayloadDateTime,
  readPayloadDateTime,
  toPayloadDateTime,
} from './dates';
export { dateInputAt, localDateTimeInput } from './dateInputs';
export {
  AVAILABILITY_WINDOW_DAYS,
  bookingIntervalProblem,
  intervalsOverlap,
  isBookableInterval,
  isCancellable,
  normaliseReservationStatus,
  overlapBounds,
  readAvailabilityFilter,
  readAvailabilityWindow,
  readBookingTimes,
  rentalHours,
  rentalPrice,
  type BookingInterval,
  type BookingIntervalProblem,
  type RequestIntervalCheck,
} from './booking';
export {
  API_MESSAGES,
  detectImageType,
  emailTakenMessage,
  ERROR_STATUS_NAMES,
  holdsSameRoles,
  imageNotFoundMessage,
  MAX_UPLOAD_BYTES,
  normaliseEmail,
  notFoundMessage,
  parameterProblemMessage,
  parseRecordId,
  type ErrorStatusCode,
  type ImageContentType,
} from './contract';
export {
  reservationsSheet,
  usersSheet,
  vehiclesSheet,
  XLSX_CONTENT_TYPE,
  type ReservationSheetEntry,
  type Spreadsheet,
  type SpreadsheetCell,
} from './spreadsheets';
export {
  monthOf,
  REVENUE_MONTHS,
  statsWindow,
  UTILISATION_DAYS,
  UTILISATION_HOURS_PER_VEHICLE,
  utilisationShare,
  type StatsWindow,
} from './stats';

export type { components, operations, paths } from './schema';
export type * from './types';
export { createApiClient, DEFAULT_BASE_URL, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, toApiError, unwrap } from './errors';
export { BODY_LIMITS, PARAMETER_LIMITS, type ValueLimits } from './limits';
export {
  downloadSpreadsheet,
  imageUrl,
  uploadImage,
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
  LOCAL_ISO_DATE_TIME_FORMAT,
  PAYLOAD_DATE_TIME_FORMAT,
  parsePayloadDateTime,
  toPayloadDateTime,
} from './dates';
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

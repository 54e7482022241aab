export {
  createApiClient,
  DEFAULT_BASE_URL,
  requestUrl,
  type ApiClient,
  type ApiClientOptions,
  type RequestParams,
} from './client';
export { ApiError, toApiError, unwrap } from './errors';
export {
  downloadSpreadsheet,
  imageSrcSet,
  imageUrl,
  uploadImage,
  type DownloadedFile,
  type SpreadsheetName,
} from './files';
export { clearStoredToken, getStoredToken, storeToken, TOKEN_STORAGE_KEY } from './token';
export { FleetStreamRefused, followFleetChanges, type FleetEvent } from './fleetChanges';

export { handlers } from './handlers';
export { sessionHandlers } from './handlers/sessions';
export { userHandlers } from './handlers/users';
export { vehicleHandlers } from './handlers/vehicles';
export { fileHandlers } from './handlers/files';
export { reservationHandlers } from './handlers/reservations';
export { messageHandlers } from './handlers/messages';
export { downloadHandlers } from './handlers/downloads';
export { emailHandlers } from './handlers/emails';
export { issueEmailToken, queueEmail, type EmailRecord } from './outbox';
export {
  db,
  clearDb,
  seedDb,
  setSeedImageReader,
  toUser,
  type ImageRecord,
  type UserRecord,
} from './db';
export {
  createBlockedPeriod,
  createBranch,
  createContactMessage,
  createImage,
  createReservation,
  createReservationChange,
  createUser,
  createVehicle,
  setAdditionalDrivers,
} from './factories';
export {
  delayed,
  empty,
  loading,
  reset,
  resetToEmpty,
  serverError,
  tokenFor,
  type OperationId,
} from './scenarios';
export { issueToken } from './auth';
export { endFleetStreams } from './liveChanges';
export { API_BASE_URL } from './http';
export type { PagedOperationId } from './paging';

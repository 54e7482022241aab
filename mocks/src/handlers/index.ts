import { authHandlers } from './auth';
import { downloadHandlers } from './downloads';
import { fileHandlers } from './files';
import { messageHandlers } from './messages';
import { reservationHandlers } from './reservations';
import { statsHandlers } from './stats';
import { userHandlers } from './users';
import { vehicleHandlers } from './vehicles';

/** Every operation of openapi.yaml, answering from the in-memory db. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...vehicleHandlers,
  ...fileHandlers,
  ...reservationHandlers,
  ...messageHandlers,
  ...downloadHandlers,
  ...statsHandlers,
];

import { http } from '../http';

/** The mock lives in the page or the process that asks, in memory: always alive and ready. */
export const healthHandlers = [
  http.get('/health', ({ response }) => response(200).json({ status: 'ok', database: 'memory' })),
  http.get('/health/live', ({ response }) => response(200).json({ status: 'ok' })),
  http.get('/health/ready', ({ response }) => response(200).json({ status: 'ready' })),
];

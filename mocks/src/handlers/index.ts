import type { Resource } from '@rentacar/contract';
import { CONTRACT_OPERATIONS, type ContractOperation } from '@rentacar/contract/operations';
import type { HttpHandler } from 'msw';
import { operationOf } from '../http';
import { blockHandlers } from './blocks';
import { branchHandlers } from './branches';
import { calendarHandlers } from './calendar';
import { downloadHandlers } from './downloads';
import { emailHandlers } from './emails';
import { fileHandlers } from './files';
import { healthHandlers } from './health';
import { liveHandlers } from './live';
import { messageHandlers } from './messages';
import { policyHandlers } from './policies';
import { reservationHandlers } from './reservations';
import { seasonHandlers } from './seasons';
import { sessionHandlers } from './sessions';
import { statsHandlers } from './stats';
import { userHandlers } from './users';
import { vehicleHandlers } from './vehicles';

/** Each resource's handlers, from the file named after it (its tag in openapi.yaml). */
const resourceHandlers: Record<Resource, readonly HttpHandler[]> = {
  sessions: sessionHandlers,
  users: userHandlers,
  vehicles: vehicleHandlers,
  branches: branchHandlers,
  blocks: blockHandlers,
  seasons: seasonHandlers,
  calendar: calendarHandlers,
  files: fileHandlers,
  reservations: reservationHandlers,
  policies: policyHandlers,
  messages: messageHandlers,
  downloads: downloadHandlers,
  stats: statsHandlers,
  health: healthHandlers,
  emails: emailHandlers,
  live: liveHandlers,
};

const isParameter = (segment: string | undefined) => segment?.startsWith('{') ?? false;

/**
 * MSW answers with the first handler whose path matches, so a fixed segment goes before a
 * parameter in the same place (`/car/visitors/pages` before `/car/visitors/{id}`), as a router
 * does; otherwise the contract's order stays.
 */
function bySpecificity(a: ContractOperation, b: ContractOperation): number {
  const [segmentsA, segmentsB] = [a.path.split('/'), b.path.split('/')];
  for (let index = 0; index < Math.min(segmentsA.length, segmentsB.length); index += 1) {
    if (segmentsA[index] === segmentsB[index]) continue;
    return Number(isParameter(segmentsA[index])) - Number(isParameter(segmentsB[index]));
  }
  return 0;
}

/**
 * The route table: every operation of openapi.yaml with its handler, none left out, each from its
 * own resource's file.
 */
function routeTable(handlersByResource: Record<Resource, readonly HttpHandler[]>): HttpHandler[] {
  const byOperation = new Map<ContractOperation, HttpHandler>();
  for (const [resource, handlers] of Object.entries(handlersByResource)) {
    for (const handler of handlers) {
      const operation = operationOf(handler)!;
      if (operation.resource !== resource) {
        throw new Error(`${operation.operationId} belongs in handlers/${operation.resource}.ts`);
      }
      byOperation.set(operation, handler);
    }
  }
  const missing = CONTRACT_OPERATIONS.filter((operation) => !byOperation.has(operation));
  if (missing.length > 0) {
    const names = missing.map((operation) => operation.operationId).join(', ');
    throw new Error(`The mock has no handler for ${names}`);
  }
  return [...CONTRACT_OPERATIONS]
    .sort(bySpecificity)
    .map((operation) => byOperation.get(operation)!);
}

/** Every operation of openapi.yaml, answering from the in-memory db. */
export const handlers = routeTable(resourceHandlers);

import type { Resource } from './resources';
import type { FleetChange } from './types';

/** The records whose changes `streamFleetChanges` announces (`FleetChange.resource`). */
export const FLEET_RESOURCES = [
  'users',
  'vehicles',
  'branches',
  'blocks',
  'reservations',
] as const satisfies readonly FleetChange['resource'][];

/**
 * The change a successful call of an operation announces: any call but a read of one of the
 * followed resources. Mock and server both announce from this, after the call has succeeded.
 */
export function fleetChangeOf(operation: {
  method: string;
  resource: Resource;
}): FleetChange | undefined {
  const resource = FLEET_RESOURCES.find((followed) => followed === operation.resource);
  return operation.method === 'get' || resource === undefined ? undefined : { resource };
}

/** The events of `streamFleetChanges`: `ready` once connected, `change` for each change. */
export type FleetEventName = 'ready' | 'change';

/** One server-sent event as it goes on the wire (its JSON data on one line). */
export const serverSentEvent = (name: FleetEventName, data: FleetChange | Record<string, never>) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A comment line: keeps an idle stream open through proxies that end silent connections. */
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** How often an idle stream sends `KEEP_ALIVE_COMMENT`: below the usual 60 s proxy timeout. */
export const KEEP_ALIVE_INTERVAL_MS = 25_000;

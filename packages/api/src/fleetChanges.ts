import type { FleetChange } from '@rentacar/contract';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { ApiClient } from './client';

export type FleetEvent = { name: 'ready' } | { name: 'change'; change: FleetChange };

/** The stream was not opened: its status (401, 403, 5xx), or 0 when no answer came. */
export class FleetStreamRefused extends Error {
  constructor(readonly status: number) {
    super(`The live stream was refused (${status})`);
  }
}

/**
 * Opens `streamFleetChanges` and calls `onEvent` for each of its events. Resolves when the server
 * ends the stream (it is stopping); rejects when the stream is refused, breaks, or `signal` aborts.
 * Sent with the client's bearer token, which a browser's `EventSource` cannot send.
 */
export async function followFleetChanges(
  client: ApiClient,
  onEvent: (event: FleetEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { data, response } = await client.GET('/live/admin', { parseAs: 'stream', signal });
  if (!response.ok || data === null || data === undefined) {
    throw new FleetStreamRefused(response.status);
  }
  const events = data
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { done, value } = await events.read();
    if (done) return;
    if (value.event === 'ready') onEvent({ name: 'ready' });
    if (value.event === 'change') {
      onEvent({ name: 'change', change: JSON.parse(value.data) as FleetChange });
    }
  }
}

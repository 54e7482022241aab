import { PassThrough } from 'node:stream';
import { KEEP_ALIVE_COMMENT, KEEP_ALIVE_INTERVAL_MS, serverSentEvent } from '@rentacar/contract';
import type { ResourceHandlers } from '../operations.js';
import type { FleetChangeFeed } from './feed.js';

export interface LiveContext {
  feed: FleetChangeFeed;
  /** Ends every open stream: called as the server begins to stop, so it need not wait for them. */
  streams: Set<PassThrough>;
}

export function liveHandlers({ feed, streams }: LiveContext): ResourceHandlers<'live'> {
  return {
    async streamFleetChanges(request, reply) {
      const stream = new PassThrough();
      streams.add(stream);
      const unsubscribe = feed.subscribe((change) =>
        stream.write(serverSentEvent('change', change)),
      );
      const keepAlive = setInterval(() => stream.write(KEEP_ALIVE_COMMENT), KEEP_ALIVE_INTERVAL_MS);
      const stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      request.raw.once('close', stop);
      stream.once('close', stop);
      stream.write(serverSentEvent('ready', {}));
      return (
        reply
          .type('text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // A proxy that buffers answers (nginx) would hold the events back.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  };
}

import type { FleetChange } from '@rentacar/contract';

interface OpenStream {
  tell(change: FleetChange): void;
  end(): void;
}

const openStreams = new Set<OpenStream>();

/** Tells every open live stream of the mock that a change was made. */
export function announceFleetChange(change: FleetChange): void {
  for (const stream of openStreams) stream.tell(change);
}

/** Keeps a stream told of changes until the returned function is called. */
export function addFleetStream(stream: OpenStream): () => void {
  openStreams.add(stream);
  return () => void openStreams.delete(stream);
}

/** Ends every open stream, as a server does when it stops; answers how many were open. */
export function endFleetStreams(): number {
  const ended = openStreams.size;
  for (const stream of [...openStreams]) stream.end();
  return ended;
}

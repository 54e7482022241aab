import type { ComponentType } from 'react';

/** Spec §9: a route chunk that has not arrived after 120 s counts as failed (the route's error page shows). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withChunkTimeout<T>(
  load: Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** A react-router `lazy` loader for a page module whose default export is the screen. */
export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ Component: ComponentType }> => ({
    Component: (await withChunkTimeout(load())).default,
  });

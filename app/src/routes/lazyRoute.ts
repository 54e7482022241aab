import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/** A screen whose chunk loads on its first render, or earlier when a link asks for it (`preload`). */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * A lazily loaded screen: `load` imports the module whose default export is the screen. Rendering
 * and `preload` share one download; a failed preload is forgotten, so rendering fetches again.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= withChunkTimeout(load()).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'object' &&
  component !== null &&
  typeof (component as Partial<LazyScreen>).preload === 'function';

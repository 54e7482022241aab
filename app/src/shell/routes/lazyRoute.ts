import { createElement, lazy, type ComponentType } from 'react';

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
export type LazyScreen = ComponentType & { preload(): Promise<unknown> };

/**
 * A lazily loaded screen: `load` imports the module whose default export is the screen. Rendering
 * and `preload` share one download; a failed preload is forgotten, so rendering fetches again.
 * Once loaded, the screen renders directly, without suspending: a page the server prerendered
 * hydrates in one pass when its screen was loaded first (`main.tsx`), and the loading screen's
 * fallback is never even built.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= withChunkTimeout(load()).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(loadOnce);
  function Screen() {
    return createElement(loaded ?? Suspending);
  }
  return Object.assign(Screen, { preload: loadOnce });
}

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' &&
  typeof (component as Partial<LazyScreen>).preload === 'function';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * `children` in the browser; `fallback` in the server's render, and while the browser hydrates
 * that render: for content that depends on the visitor's machine (its time zone, its clock),
 * which the server cannot know.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}

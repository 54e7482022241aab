import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * `children` in the browser; `fallback` in the server's render, and while the browser hydrates
 * that render: for content that depends on the visitor's machine (its time zone, its clock),
 * which the server cannot know.
 *
 * The switch is a transition, rendered in slices that yield to the browser: a synchronous update
 * would render all of `children` (the booking form, say) in one long task right after hydration.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? children : fallback;
}

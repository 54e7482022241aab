import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Whether the app has mounted in this browser (hydrated or rendered): a `ClientOnly` mounted after
 * that renders `children` at once, with no server markup left to match (after a navigation, say).
 */
let appMounted = false;

/**
 * `children` in the browser; `fallback` in the server's render, and while the browser hydrates
 * that render: for content that depends on the visitor's machine (its time zone, its clock),
 * which the server cannot know.
 *
 * After hydration the switch is a transition, rendered in slices that yield to the browser: a
 * synchronous update would render all of `children` (the booking form, say) in one long task.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [showsChildren, setShowsChildren] = useState(appMounted);
  useEffect(() => {
    appMounted = true;
    startTransition(() => setShowsChildren(true));
  }, []);
  return showsChildren ? children : fallback;
}

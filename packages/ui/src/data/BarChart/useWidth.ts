import { useCallback, useRef, useState } from 'react';

/**
 * The width in CSS pixels of the element given the returned ref, kept current as it resizes;
 * undefined until measured, and where the browser has no ResizeObserver (jsdom).
 */
export function useWidth<Element extends HTMLElement>() {
  const [width, setWidth] = useState<number>();
  const observer = useRef<ResizeObserver>(undefined);
  const ref = useCallback((element: Element | null) => {
    observer.current?.disconnect();
    if (element === null || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [ref, width] as const;
}

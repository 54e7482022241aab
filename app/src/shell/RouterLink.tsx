import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { LinkProps } from '@rentacar/ui';
import { prefetchRoute } from './routes/prefetch';

/**
 * Adapts the library's `linkComponent` contract (`href`, an app path) to client-side navigation,
 * prefetching the target screen's chunk on intent. Built on react-router's `useHref` and
 * `useLinkClickHandler` rather than its `Link`, whose framework-mode prefetching would ship in
 * every first visit unused.
 */
export function RouterLink({
  href,
  onClick,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...rest
}: LinkProps) {
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(href, { target: rest.target });
  return (
    <a
      {...rest}
      href={useHref(href)}
      onClick={(event) => {
        onClick?.(event);
        // A modified click (new tab, download) or a handler that cancels it is left to the browser.
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
      onPointerEnter={(event) => {
        prefetchRoute(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetchRoute(href);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetchRoute(href);
        onTouchStart?.(event);
      }}
    />
  );
}

import { Link } from 'react-router-dom';
import type { LinkProps } from '@rentacar/ui';
import { prefetchRoute } from '../routes/prefetch';

/**
 * Adapts the library's `linkComponent` contract (`href`) to react-router's client-side `Link`,
 * prefetching the target screen's chunk on intent.
 */
export function RouterLink({ href, onPointerEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  return (
    <Link
      to={href}
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
      {...rest}
    />
  );
}

import { Link } from 'react-router-dom';
import type { LinkProps } from '@rentacar/ui';

/** Adapts the library's `linkComponent` contract (`href`) to react-router's client-side `Link`. */
export function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

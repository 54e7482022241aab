import type { SyntheticEvent } from 'react';
import type { LinkProps } from '@rentacar/ui';
import { RouterLink } from '../RouterLink';

// The row would open its record on the same click or Enter.
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/** A link inside a list row that opens its record: it goes where it points, not to the record. */
export function RowLink(props: LinkProps) {
  return <RouterLink {...props} onClick={keepFromRow} onKeyDown={keepFromRow} />;
}

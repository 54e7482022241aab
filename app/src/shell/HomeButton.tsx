import { ButtonLink } from '@rentacar/ui';
import { RouterLink } from './RouterLink';
import { Trans } from '@lingui/react/macro';

/** The way out of a status page (not found, forbidden): back to the home page. */
export function HomeButton() {
  return (
    <ButtonLink href="/" linkComponent={RouterLink}>
      <Trans>Home</Trans>
    </ButtonLink>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@rentacar/ui';
import { RouterLink } from './RouterLink';

/** The way out of a status page (not found, forbidden): back to the home page. */
export function HomeButton() {
  const { t } = useLingui();
  return (
    <ButtonLink href="/" linkComponent={RouterLink}>
      {t`Home`}
    </ButtonLink>
  );
}

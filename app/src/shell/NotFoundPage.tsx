import { ButtonLink, NotFound } from '@rentacar/ui';
import { RouterLink } from './RouterLink';

export default function NotFoundPage() {
  return (
    <NotFound>
      <ButtonLink href="/" linkComponent={RouterLink}>
        Home
      </ButtonLink>
    </NotFound>
  );
}

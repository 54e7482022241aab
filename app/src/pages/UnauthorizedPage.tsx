import { ButtonLink, Forbidden } from '@rentacar/ui';
import { RouterLink } from '../shared/RouterLink';

export default function UnauthorizedPage() {
  return (
    <Forbidden>
      <ButtonLink href="/" linkComponent={RouterLink}>
        Home
      </ButtonLink>
    </Forbidden>
  );
}

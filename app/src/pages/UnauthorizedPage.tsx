import { ButtonLink, Forbidden } from '@rentacar/ui';
import { RouterLink } from '../routes/RouterLink';

export default function UnauthorizedPage() {
  return (
    <Forbidden>
      <ButtonLink href="/" linkComponent={RouterLink}>
        Home
      </ButtonLink>
    </Forbidden>
  );
}

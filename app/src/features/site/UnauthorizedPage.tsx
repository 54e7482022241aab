import { ButtonLink, Forbidden } from '@rentacar/ui';
import { RouterLink } from '../../shell/RouterLink';

export default function UnauthorizedPage() {
  return (
    <Forbidden>
      <ButtonLink href="/" linkComponent={RouterLink}>
        Home
      </ButtonLink>
    </Forbidden>
  );
}

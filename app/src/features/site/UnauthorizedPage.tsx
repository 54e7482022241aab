import { Forbidden } from '@rentacar/ui';
import { HomeButton } from '../../shell/HomeButton';
import { PageMeta } from '../../shell/PageMeta';

export default function UnauthorizedPage() {
  return (
    <>
      <PageMeta title="Forbidden" />
      <Forbidden>
        <HomeButton />
      </Forbidden>
    </>
  );
}

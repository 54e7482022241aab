import { Forbidden } from '@rentacar/ui';
import { HomeButton } from '../../shell/HomeButton';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function UnauthorizedPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Forbidden`} />
      <Forbidden>
        <HomeButton />
      </Forbidden>
    </>
  );
}

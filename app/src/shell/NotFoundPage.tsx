import { NotFound } from '@rentacar/ui';
import { HomeButton } from './HomeButton';
import { PageMeta } from './PageMeta';
import { useLingui } from '@lingui/react/macro';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Page not found`} />
      <NotFound>
        <HomeButton />
      </NotFound>
    </>
  );
}

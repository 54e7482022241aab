import { NotFound } from '@rentacar/ui';
import { HomeButton } from './HomeButton';
import { PageMeta } from './PageMeta';

export default function NotFoundPage() {
  return (
    <>
      <PageMeta title="Page not found" />
      <NotFound>
        <HomeButton />
      </NotFound>
    </>
  );
}

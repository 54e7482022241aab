import { lazy, Suspense } from 'react';
import { HeroCarousel, PageSection } from '@rentacar/ui';
import { useLingui } from '@lingui/react/macro';

import { RouterLink } from '../../shell/RouterLink';
import { PageMeta } from '../../shell/PageMeta';

/**
 * Its own chunk, so the hero (the largest paint) renders without waiting for the sections below
 * it. MainContent is a screen tall, so their late arrival pushes nothing visible down.
 */
const HomePageBelowFold = lazy(() => import('./HomePageBelowFold'));
const BranchSearchBar = lazy(() => import('../branches/BranchSearchBar'));

export default function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta indexed />
      <HeroCarousel linkComponent={RouterLink} />
      <PageSection label={t`Find a vehicle at a branch`}>
        <Suspense fallback={null}>
          <BranchSearchBar />
        </Suspense>
        <RouterLink href="/locations">{t`All our locations`}</RouterLink>
      </PageSection>
      <Suspense fallback={null}>
        <HomePageBelowFold />
      </Suspense>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { HeroCarousel } from '@rentacar/ui';
import { RouterLink } from '../../shell/RouterLink';
import { PageMeta } from '../../shell/PageMeta';

/**
 * Its own chunk, so the hero (the largest paint) renders without waiting for the sections below
 * it. MainContent is a screen tall, so their late arrival pushes nothing visible down.
 */
const HomePageBelowFold = lazy(() => import('./HomePageBelowFold'));

export default function HomePage() {
  return (
    <>
      <PageMeta indexed />
      <HeroCarousel linkComponent={RouterLink} />
      <Suspense fallback={null}>
        <HomePageBelowFold />
      </Suspense>
    </>
  );
}

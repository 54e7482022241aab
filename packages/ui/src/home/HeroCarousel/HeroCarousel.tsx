import { startTransition, useEffect, useState, type ComponentType } from 'react';
import heroBackgroundWebp1600 from '../../assets/hero-background-1600.webp';
import heroBackgroundWebp800 from '../../assets/hero-background-800.webp';
import heroBackground from '../../assets/hero-background.png';
import type { LinkComponent } from '../../foundations/link';
import { heroSlides } from './HeroSlideContent';
import type { SlideCarouselProps } from './SlideCarousel';
import { defaultHeroSlides, type HeroSlide } from './slides';
import { Backdrop, HeroSection, PauseButton, StaticSlides } from './styles';

export interface HeroCarouselProps {
  /** Defaults to the spec's two slides with the bundled illustrations. */
  slides?: HeroSlide[];
  /** Defaults to the bundled background (served as WebP where the browser takes it). */
  backgroundImageUrl?: string;
  /** Target of every slide's 'Rent Now' button. */
  rentNowHref?: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Start advancing automatically (every 5000 ms); users can pause it. */
  autoPlay?: boolean;
}

/** The bundled background's WebP copies (1600 x 700 full size), preferred over its PNG. */
const bundledBackgroundWebpSrcSet = `${heroBackgroundWebp800} 800w, ${heroBackgroundWebp1600} 1600w`;

/** Longest wait for an idle moment before the slider loads anyway. */
export const SLIDER_LOAD_TIMEOUT_MS = 2000;

/**
 * The slider (about 11 kB gzip with the carousel library) once the browser is idle after the
 * first paint; until then, and if it cannot load, the first slide stands on its own.
 */
function useSlideCarousel() {
  const [SlideCarousel, setSlideCarousel] = useState<ComponentType<SlideCarouselProps> | null>(
    null,
  );
  useEffect(() => {
    let active = true;
    const load = () => {
      import('./SlideCarousel').then(
        // A transition: the slider renders in slices that leave the page responsive.
        (module) => active && startTransition(() => setSlideCarousel(() => module.SlideCarousel)),
        () => {},
      );
    };
    // Safari has no requestIdleCallback: a timer still lets the first slide paint first.
    const idle = window.requestIdleCallback?.(load, { timeout: SLIDER_LOAD_TIMEOUT_MS });
    const timer = idle === undefined ? setTimeout(load) : undefined;
    return () => {
      active = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return SlideCarousel;
}

export function HeroCarousel({
  slides = defaultHeroSlides,
  backgroundImageUrl,
  rentNowHref = '/vehicles',
  linkComponent,
  autoPlay = true,
}: HeroCarouselProps) {
  const SlideCarousel = useSlideCarousel();
  const [playing, setPlaying] = useState(autoPlay);
  const backgroundWebpSrcSet = backgroundImageUrl ? undefined : bundledBackgroundWebpSrcSet;

  return (
    <HeroSection aria-roledescription="carousel" aria-label="Promotions">
      {/* The largest paint of the home page: fetched first. */}
      <picture>
        {backgroundWebpSrcSet && (
          <source type="image/webp" srcSet={backgroundWebpSrcSet} sizes="100vw" />
        )}
        <Backdrop
          src={backgroundImageUrl ?? heroBackground}
          alt=""
          width={1600}
          height={700}
          fetchPriority="high"
        />
      </picture>
      {SlideCarousel ? (
        <SlideCarousel
          slides={slides}
          rentNowHref={rentNowHref}
          linkComponent={linkComponent}
          playing={playing}
        />
      ) : (
        <StaticSlides>{heroSlides({ slides, rentNowHref, linkComponent }, 0)}</StaticSlides>
      )}
      <PauseButton type="button" onClick={() => setPlaying((p) => !p)}>
        {playing ? 'Pause' : 'Play'}
      </PauseButton>
    </HeroSection>
  );
}

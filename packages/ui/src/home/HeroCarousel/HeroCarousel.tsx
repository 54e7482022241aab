import { useLingui } from '@lingui/react/macro';
import {
  startTransition,
  useCallback,
  useMemo,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
} from 'react';
import heroBackgroundWebp1600 from '../../assets/hero-background-1600.webp';
import heroBackgroundWebp800 from '../../assets/hero-background-800.webp';
import heroBackground from '../../assets/hero-background.png';
import type { LinkComponent } from '../../foundations/link';
import { heroSlides, shownSlideLink } from './HeroSlideContent';
import type { SlideCarouselProps } from './SlideCarousel';
import { localizedHeroSlides, SLIDE_INTERVAL_MS, type HeroSlide } from './slides';
import { Backdrop, HeroSection, PauseButton, StaticSlides } from './styles';

export interface HeroCarouselProps {
  /** Defaults to the spec's two slides with the bundled illustrations, in the active language. */
  slides?: HeroSlide[];
  /** Defaults to the bundled background (served as WebP where the browser takes it). */
  backgroundImageUrl?: string;
  /** Target of every slide's 'Rent Now' button. */
  rentNowHref?: string;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
  /** Start advancing automatically (every SLIDE_INTERVAL_MS) once the slider is in; users can pause it. */
  autoPlay?: boolean;
}

/** The bundled background's WebP copies (1600 x 700 full size), preferred over its PNG. */
const bundledBackgroundWebpSrcSet = `${heroBackgroundWebp800} 800w, ${heroBackgroundWebp1600} 1600w`;

/**
 * The latest the slider loads without being asked: when the first slide has had its interval, so
 * visitors who never point at the hero or focus in it (screen reader users reading on) still get
 * its controls.
 */
export const SLIDER_LOAD_DELAY_MS = SLIDE_INTERVAL_MS;

/**
 * The slider (about 12 kB gzip with the carousel library, and its rendering) when the visitor
 * reaches for the hero (a pointer over it, a touch, focus inside it), or SLIDER_LOAD_DELAY_MS after
 * the first slide showed. Until then, and if it cannot load, the slides stand on their own: the
 * page starts without that work competing with the visitor's first taps.
 */
function useSlideCarousel() {
  const [SlideCarousel, setSlideCarousel] = useState<ComponentType<SlideCarouselProps> | null>(
    null,
  );
  const [wanted, setWanted] = useState(false);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), SLIDER_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    import('./SlideCarousel').then(
      // A transition: the slider renders in slices that leave the page responsive.
      (module) => active && startTransition(() => setSlideCarousel(() => module.SlideCarousel)),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  const reachFor = useCallback(() => {
    setWanted(true);
    setReached(true);
  }, []);
  return { SlideCarousel, reached, reachFor };
}

/**
 * The carousel's clock, which starts with the first paint: while playing, the slide shown moves on
 * every SLIDE_INTERVAL_MS, on the first paint's markup too. A slider that loads in between shows
 * the same slide and takes over the clock at its next tick, so the beat never restarts; it takes
 * over at once when the visitor reaches for the hero (and its controls).
 */
function useSlideClock(
  slideCount: number,
  playing: boolean,
  sliderLoaded: boolean,
  reached: boolean,
) {
  const [shown, setShown] = useState(0);
  const [handedOver, setHandedOver] = useState(false);
  const sliderReady = useRef(sliderLoaded);
  useEffect(() => {
    sliderReady.current = sliderLoaded;
  }, [sliderLoaded]);
  const ticking = playing && !handedOver && !reached;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => {
      setShown((index) => (index + 1) % slideCount);
      if (sliderReady.current) setHandedOver(true);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [ticking, slideCount]);
  return { shown, sliderPlays: handedOver || reached };
}

/**
 * The slider replaces the first paint's markup: a keyboard user on its 'Rent Now' link would be
 * left on no element at all. Focus inside the slides is tracked (React's handlers see every move
 * but a removal), and once the slider is in, it goes to the link of the slide shown.
 */
function useFocusKeptAcrossSlider(sliderLoaded: boolean) {
  const slidesRef = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  useEffect(() => {
    // Focus that is anywhere but on the page itself was not lost: it stays where it is.
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (!sliderLoaded || !focusInside.current || !focusLost) return;
    shownSlideLink(slidesRef.current)?.focus();
  }, [sliderLoaded]);
  const trackFocus = {
    onFocus: () => {
      focusInside.current = true;
    },
    onBlur: (event: FocusEvent) => {
      focusInside.current = slidesRef.current?.contains(event.relatedTarget as Node) ?? false;
    },
  };
  return { slidesRef, trackFocus };
}

/**
 * The home page's first screen: promotion slides over a background picture, each with a 'Rent
 * Now' button, and a button that pauses the automatic advance. The first slide renders at once;
 * the interactive slider (previous, next, one button per slide) loads once a visitor points at it
 * or focuses in it, or after one slide interval.
 */
export function HeroCarousel({
  slides: hostSlides,
  backgroundImageUrl,
  rentNowHref = '/vehicles',
  linkComponent,
  autoPlay = true,
}: HeroCarouselProps) {
  const { t, i18n } = useLingui();
  const slides = useMemo(() => hostSlides ?? localizedHeroSlides(i18n), [hostSlides, i18n]);
  const { SlideCarousel, reached, reachFor } = useSlideCarousel();
  const { slidesRef, trackFocus } = useFocusKeptAcrossSlider(SlideCarousel !== null);
  const [playing, setPlaying] = useState(autoPlay);
  const { shown, sliderPlays } = useSlideClock(
    slides.length,
    playing,
    SlideCarousel !== null,
    reached,
  );
  const backgroundWebpSrcSet = backgroundImageUrl ? undefined : bundledBackgroundWebpSrcSet;

  return (
    <HeroSection
      aria-roledescription="carousel"
      aria-label={t`Promotions`}
      onPointerEnter={reachFor}
      onFocus={reachFor}
    >
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
      <div ref={slidesRef} {...trackFocus}>
        {SlideCarousel ? (
          <SlideCarousel
            slides={slides}
            rentNowHref={rentNowHref}
            linkComponent={linkComponent}
            selectedItem={shown}
            playing={playing && sliderPlays}
          />
        ) : (
          <StaticSlides>
            {heroSlides({ slides, rentNowHref, linkComponent, i18n }, shown)}
          </StaticSlides>
        )}
      </div>
      <PauseButton type="button" onClick={() => setPlaying((p) => !p)}>
        {playing ? t`Pause` : t`Play`}
      </PauseButton>
    </HeroSection>
  );
}

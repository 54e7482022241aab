import { useEffect, useRef, useState } from 'react';
import { Carousel } from 'react-responsive-carousel';
import { useTheme } from 'styled-components';
import heroBackgroundWebp1600 from '../../assets/hero-background-1600.webp';
import heroBackgroundWebp800 from '../../assets/hero-background-800.webp';
import heroBackground from '../../assets/hero-background.png';
import type { LinkComponent } from '../../foundations/link';
import { breakpoints } from '../../foundations/theme';
import { ButtonLink } from '../../shell/Button';
import { defaultHeroSlides, type HeroSlide } from './slides';
import {
  Arrow,
  CarouselBaseStyle,
  HeroSection,
  IndicatorButton,
  IndicatorItem,
  PauseButton,
  Slide,
  SlideDescription,
  SlideImage,
  SlidePicture,
  SlideText,
  SlideTitle,
  Backdrop,
} from './styles';

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

const SLIDE_INTERVAL_MS = 5000;
const SWIPE_THRESHOLD_PX = 40;

/** The bundled background's WebP copies (1600 x 700 full size), preferred over its PNG. */
const bundledBackgroundWebpSrcSet = `${heroBackgroundWebp800} 800w, ${heroBackgroundWebp1600} 1600w`;
/** The slide picture spans the width on phones and half of it from the medium breakpoint up. */
const SLIDE_IMAGE_SIZES = `(min-width: ${breakpoints.md}px) 50vw, 100vw`;

export function HeroCarousel({
  slides = defaultHeroSlides,
  backgroundImageUrl,
  rentNowHref = '/vehicles',
  linkComponent,
  autoPlay = true,
}: HeroCarouselProps) {
  const theme = useTheme();
  const sectionRef = useRef<HTMLElement>(null);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(autoPlay);
  const backgroundWebpSrcSet = backgroundImageUrl ? undefined : bundledBackgroundWebpSrcSet;

  // With infiniteLoop the library renders a copy of the last slide first and of the first slide
  // last; they only exist for the wrap-around animation, so keep them out of focus and the a11y tree.
  useEffect(() => {
    const items = sectionRef.current?.querySelector('ul.slider')?.children;
    if (!items || items.length < 2) return;
    for (const clone of [items[0], items[items.length - 1]]) {
      clone?.setAttribute('inert', '');
      clone?.setAttribute('aria-hidden', 'true');
    }
  }, [slides]);

  return (
    <HeroSection ref={sectionRef} aria-roledescription="carousel" aria-label="Promotions">
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
      <CarouselBaseStyle />
      <Carousel
        autoPlay={playing}
        interval={SLIDE_INTERVAL_MS}
        stopOnHover
        infiniteLoop
        useKeyboardArrows
        swipeable
        emulateTouch
        swipeScrollTolerance={SWIPE_THRESHOLD_PX}
        preventMovementUntilSwipeScrollTolerance
        transitionTime={theme.transition.durationMs}
        showThumbs={false}
        showStatus={false}
        onChange={setSelected}
        renderArrowPrev={(onClick, hasPrev) =>
          hasPrev && (
            <Arrow type="button" $side="left" aria-label="Previous slide" onClick={onClick}>
              <span aria-hidden="true">&#8249;</span>
            </Arrow>
          )
        }
        renderArrowNext={(onClick, hasNext) =>
          hasNext && (
            <Arrow type="button" $side="right" aria-label="Next slide" onClick={onClick}>
              <span aria-hidden="true">&#8250;</span>
            </Arrow>
          )
        }
        renderIndicator={(onClick, isSelected, index) => (
          <IndicatorItem key={index}>
            <IndicatorButton
              type="button"
              aria-label={`Slide ${index + 1}`}
              aria-current={isSelected}
              onClick={onClick}
            />
          </IndicatorItem>
        )}
      >
        {slides.map((slide, index) => (
          <Slide
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            inert={index !== selected}
            aria-hidden={index !== selected}
          >
            <SlideText>
              <SlideTitle>{slide.title}</SlideTitle>
              <SlideDescription>{slide.description}</SlideDescription>
              <ButtonLink href={rentNowHref} linkComponent={linkComponent}>
                Rent Now
              </ButtonLink>
            </SlideText>
            <SlidePicture>
              {slide.webpSrcSet && (
                <source type="image/webp" srcSet={slide.webpSrcSet} sizes={SLIDE_IMAGE_SIZES} />
              )}
              {/* Slides out of view wait until the page's own requests are done. */}
              <SlideImage
                src={slide.imageUrl}
                alt={slide.imageAlt ?? ''}
                width={800}
                height={400}
                fetchPriority={index === 0 ? 'auto' : 'low'}
              />
            </SlidePicture>
          </Slide>
        ))}
      </Carousel>
      <PauseButton type="button" onClick={() => setPlaying((p) => !p)}>
        {playing ? 'Pause' : 'Play'}
      </PauseButton>
    </HeroSection>
  );
}

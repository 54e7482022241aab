import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Carousel } from 'react-responsive-carousel';
import { useTheme } from 'styled-components';
import { CarouselBaseStyle } from './carouselStyles';
import { heroSlides, shownSlideLink, type HeroSlidesProps } from './HeroSlideContent';
import { SLIDE_INTERVAL_MS } from './slides';
import { Arrow, IndicatorButton, IndicatorItem } from './styles';

const SWIPE_THRESHOLD_PX = 40;

export interface SlideCarouselProps extends Omit<HeroSlidesProps, 'i18n'> {
  /** The slide shown until the slider plays on its own; a change moves to it. */
  selectedItem: number;
  /** Whether the slider advances on its own every SLIDE_INTERVAL_MS. */
  playing: boolean;
}

/**
 * The interactive slider of HeroCarousel (the carousel library, its stylesheet, arrows, dots,
 * swipe and keyboard), loaded when the visitor reaches for the hero or one slide interval after
 * it has shown its first slide.
 */
export function SlideCarousel({
  slides,
  rentNowHref,
  linkComponent,
  selectedItem,
  playing,
}: SlideCarouselProps) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const rootRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(selectedItem);
  const focusFollowsSlide = useRef(false);

  // The slide going out of view turns inert, which would drop focus on its link to the page, where
  // the arrow keys no longer reach the slider: focus follows to the link of the slide shown.
  const showSlide = (index: number) => {
    focusFollowsSlide.current =
      rootRef.current?.querySelector('[aria-roledescription="slide"] :focus') != null;
    setSelected(index);
  };
  useEffect(() => {
    if (!focusFollowsSlide.current) return;
    focusFollowsSlide.current = false;
    shownSlideLink(rootRef.current)?.focus();
  }, [selected]);

  // With infiniteLoop the library renders a copy of the last slide first and of the first slide
  // last; they only exist for the wrap-around animation, so keep them out of focus and the a11y tree.
  useEffect(() => {
    const items = rootRef.current?.querySelector('ul.slider')?.children;
    if (!items || items.length < 2) return;
    for (const clone of [items[0], items[items.length - 1]]) {
      clone?.setAttribute('inert', '');
      clone?.setAttribute('aria-hidden', 'true');
    }
  }, [slides]);

  return (
    <div ref={rootRef}>
      <CarouselBaseStyle />
      <Carousel
        autoPlay={playing}
        selectedItem={selectedItem}
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
        onChange={showSlide}
        renderArrowPrev={(onClick, hasPrev) =>
          hasPrev && (
            <Arrow type="button" $side="left" aria-label={t`Previous slide`} onClick={onClick}>
              <span aria-hidden="true">&#8249;</span>
            </Arrow>
          )
        }
        renderArrowNext={(onClick, hasNext) =>
          hasNext && (
            <Arrow type="button" $side="right" aria-label={t`Next slide`} onClick={onClick}>
              <span aria-hidden="true">&#8250;</span>
            </Arrow>
          )
        }
        renderIndicator={(onClick, isSelected, index) => (
          <IndicatorItem key={index}>
            <IndicatorButton
              type="button"
              aria-label={t`Slide ${index + 1}`}
              aria-current={isSelected}
              onClick={onClick}
            />
          </IndicatorItem>
        )}
      >
        {heroSlides({ slides, rentNowHref, linkComponent, i18n }, selected)}
      </Carousel>
    </div>
  );
}

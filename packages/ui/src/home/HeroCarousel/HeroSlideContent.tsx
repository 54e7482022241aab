import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LinkComponent } from '../../foundations/link';
import { breakpoints } from '../../foundations/theme';
import { ButtonLink } from '../../shell/Button';
import type { HeroSlide } from './slides';
import { Slide, SlideDescription, SlideImage, SlidePicture, SlideText, SlideTitle } from './styles';

/** What every rendering of the slides takes from HeroCarousel's props. */
export interface HeroSlidesProps {
  slides: HeroSlide[];
  rentNowHref: string;
  linkComponent?: LinkComponent;
  /** The active language, for the slides' names ('1 of 2'). */
  i18n: I18n;
}

/** The slide picture spans the width on phones and half of it from the medium breakpoint up. */
const SLIDE_IMAGE_SIZES = `(min-width: ${breakpoints.md}px) 50vw, 100vw`;

/**
 * The slides as the slider's children (it needs them as direct children, hence a function): only
 * the `selected` one is exposed and focusable.
 */
export function heroSlides(
  { slides, rentNowHref, linkComponent, i18n }: HeroSlidesProps,
  selected: number,
) {
  return slides.map((slide, index) => (
    <Slide
      key={slide.title}
      role="group"
      aria-roledescription="slide"
      aria-label={i18n._(msg`${index + 1} of ${slides.length}`)}
      inert={index !== selected}
      aria-hidden={index !== selected}
    >
      <HeroSlideContent
        slide={slide}
        first={index === 0}
        rentNowHref={rentNowHref}
        linkComponent={linkComponent}
      />
    </Slide>
  ));
}

/**
 * The 'Rent Now' link of the slide shown in `container`, where keyboard focus belongs when the
 * slide it was on goes away. The slider's copies of slides for its wrap-around sit in inert items.
 */
export const shownSlideLink = (container: HTMLElement | null) =>
  [
    ...(container?.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]:not([inert]) a') ??
      []),
  ].find((link) => link.closest('[inert]') === null);

/** One slide's text, 'Rent Now' button and picture. */
function HeroSlideContent({
  slide,
  first,
  rentNowHref,
  linkComponent,
}: {
  slide: HeroSlide;
  /** The first slide's picture is on screen at once; the others wait for the page's own requests. */
  first: boolean;
  rentNowHref: string;
  linkComponent?: LinkComponent;
}) {
  return (
    <>
      <SlideText>
        <SlideTitle>{slide.title}</SlideTitle>
        <SlideDescription>{slide.description}</SlideDescription>
        <ButtonLink href={rentNowHref} linkComponent={linkComponent}>
          <Trans>Rent Now</Trans>
        </ButtonLink>
      </SlideText>
      <SlidePicture>
        {slide.webpSrcSet && (
          <source type="image/webp" srcSet={slide.webpSrcSet} sizes={SLIDE_IMAGE_SIZES} />
        )}
        <SlideImage
          src={slide.imageUrl}
          alt={slide.imageAlt ?? ''}
          width={800}
          height={400}
          fetchPriority={first ? 'auto' : 'low'}
        />
      </SlidePicture>
    </>
  );
}

import { styled } from 'styled-components';
import { media } from '../../foundations/media';
import { roundIconButtonStyles } from '../../shell/Button/styles';

export const HeroSection = styled.section`
  position: relative;
  color: ${({ theme }) => theme.colors.onDark};
  background-color: ${({ theme }) => theme.colors.dark};

  /* The slide text sits on the dark panel below; the list items themselves carry no padding. */
  .carousel .slide {
    text-align: left;
    background: transparent;
  }

  .carousel .control-dots {
    margin: 0;
    padding: 0;
    bottom: ${({ theme }) => theme.space.sm};
  }
`;

export const Slide = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxl} ${theme.space.xxl}`};

  ${media.up('md')} {
    grid-template-columns: 1fr 1fr;
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl}`};
  }
`;

export const SlideText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const SlideTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.onDark};

  ${media.up('lg')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const SlideDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.onDark};

  ${media.up('lg')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * The background picture as an <img> rather than a CSS background: the browser finds it as soon as
 * the hero renders, picks its size from srcset like any image, and fetches it at high priority.
 * The slides come later in the section and are positioned, so they paint on top.
 */
export const Backdrop = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  object-position: center;
`;

/** The grid item of the slide (its <source> must not become a grid item of its own). */
export const SlidePicture = styled.picture`
  display: block;
`;

/**
 * The first slide as the page paints it, before the slider has loaded: the same box. Positioned,
 * like the slider, so it paints above the backdrop (an absolutely positioned image) that comes
 * before it in the section: in the normal flow it would be painted over as soon as the image loads.
 */
export const StaticSlides = styled.div`
  position: relative;
  display: grid;

  /* Every slide in one cell, so the box is as tall as the slider's tallest slide. */
  & > * {
    grid-area: 1 / 1;
  }

  & > [inert] {
    visibility: hidden;
  }
`;

export const SlideImage = styled.img`
  display: block;
  width: 100%;
  height: auto;

  /* The library sets carousel images to width 100%; keep the illustration's own ratio. */
  .carousel .slide && {
    width: 100%;
    height: auto;
  }
`;

export const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  ${roundIconButtonStyles}
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.raised};
  transform: translateY(-50%);
`;

export const IndicatorItem = styled.li`
  display: inline-block;
`;

/** A dot drawn inside a touch-sized button: small to look at, easy to hit (WCAG 2.5.8). */
export const IndicatorButton = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.iconButton};
  height: ${({ theme }) => theme.sizes.iconButton};
  padding: 0;
  background: transparent;
  border: none;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ theme }) => theme.sizes.carouselDot};
    height: ${({ theme }) => theme.sizes.carouselDot};
    box-sizing: border-box;
    background: ${({ theme }) => theme.colors.onDarkMuted};
    border: ${({ theme }) => theme.borderWidths.medium} solid ${({ theme }) => theme.colors.dark};
    border-radius: ${({ theme }) => theme.radii.round};
  }

  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export const PauseButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.raised};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.dark};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
`;

export { HeroCarousel } from './HeroCarousel';
export type { HeroCarouselProps } from './HeroCarousel';
export { defaultHeroSlides } from './slides';
export type { HeroSlide } from './slides';

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { englishI18n } from '../../i18n/englishI18n';
import heroCar1Webp400 from '../../assets/hero-car-1-400.webp';
import heroCar1Webp800 from '../../assets/hero-car-1-800.webp';
import heroCar1 from '../../assets/hero-car-1.png';
import heroCar2Webp400 from '../../assets/hero-car-2-400.webp';
import heroCar2Webp800 from '../../assets/hero-car-2-800.webp';
import heroCar2 from '../../assets/hero-car-2.png';

/** How long each slide shows while the carousel plays. */
export const SLIDE_INTERVAL_MS = 5000;

export interface HeroSlide {
  title: string;
  description: string;
  /** The picture (800 x 400): PNG or any format every browser shows. */
  imageUrl: string;
  /** Optional WebP copies with their widths (`url 400w, url 800w`), preferred where supported. */
  webpSrcSet?: string;
  /** Text alternative of the image; empty when it only decorates the title. */
  imageAlt?: string;
}

/** The two promotional slides of the home page, with the bundled illustrations, in `i18n`'s language. */
export const localizedHeroSlides = (i18n: I18n): HeroSlide[] => [
  {
    title: i18n._(msg`Car Rent Service In Your City`),
    description: i18n._(
      msg`Get the best deals on car rentals at large airports and in the city centre: book online and drive away in minutes.`,
    ),
    imageUrl: heroCar1,
    webpSrcSet: `${heroCar1Webp400} 400w, ${heroCar1Webp800} 800w`,
  },
  {
    title: i18n._(msg`Quality Cars with Unlimited Miles`),
    description: i18n._(
      msg`Choose from convertible, luxury and premium options, every rental with unlimited miles included.`,
    ),
    imageUrl: heroCar2,
    webpSrcSet: `${heroCar2Webp400} 400w, ${heroCar2Webp800} 800w`,
  },
];

/** The home page's slides in English, for a host that passes its own list built on them. */
export const defaultHeroSlides: HeroSlide[] = localizedHeroSlides(englishI18n);

import heroCar1 from '../../assets/hero-car-1.png';
import heroCar2 from '../../assets/hero-car-2.png';

export interface HeroSlide {
  title: string;
  description: string;
  imageUrl: string;
  /** Text alternative of the image; empty when it only decorates the title. */
  imageAlt?: string;
}

/** The two promotional slides of the home page, with the bundled illustrations. */
export const defaultHeroSlides: HeroSlide[] = [
  {
    title: 'Car Rent Service In Your City',
    description:
      'Get the best deals on car rentals at large airports and in the city centre: book online and drive away in minutes.',
    imageUrl: heroCar1,
  },
  {
    title: 'Quality Cars with Unlimited Miles',
    description:
      'Choose from convertible, luxury and premium options, every rental with unlimited miles included.',
    imageUrl: heroCar2,
  },
];

import { createGlobalStyle } from 'styled-components';
import carouselCss from 'react-responsive-carousel/lib/styles/carousel.min.css?inline';

/**
 * The carousel library's own stylesheet, delivered through styled-components so consumers need
 * no CSS import (and the package stays free of side effects). It loads with the slider.
 */
export const CarouselBaseStyle = createGlobalStyle`
  ${carouselCss}
`;

import { createGlobalStyle } from 'styled-components';
import leafletCss from 'leaflet/dist/leaflet.css?inline';

export { default as leaflet } from 'leaflet';

/**
 * Leaflet's own stylesheet, delivered through styled-components so consumers need no CSS import.
 * It loads with Leaflet, only where a map is shown.
 */
export const LeafletBaseStyle = createGlobalStyle`
  ${leafletCss}
`;

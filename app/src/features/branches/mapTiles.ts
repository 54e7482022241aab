import { OPEN_STREET_MAP_ATTRIBUTION, OPEN_STREET_MAP_TILE_URL } from '@rentacar/ui';

/**
 * The maps' tiles, from the build's `VITE_MAP_TILE_URL` (a `{z}/{x}/{y}` template) and
 * `VITE_MAP_ATTRIBUTION`; OpenStreetMap's standard tiles and their attribution when unset. The
 * server's Content Security Policy admits the origin of its own `MAP_TILE_URL`, which must match.
 * Apart from the shell's settings (shell/config/site.ts): only the pages with a map load it.
 */
export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || OPEN_STREET_MAP_TILE_URL,
  attribution: import.meta.env.VITE_MAP_ATTRIBUTION || OPEN_STREET_MAP_ATTRIBUTION,
};

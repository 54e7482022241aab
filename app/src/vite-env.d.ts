/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the Rentacar API; default `/api` on the app's own origin. */
  readonly VITE_API_URL?: string;
  /** The mobile app's App Store page; no App Store button without it. */
  readonly VITE_APP_STORE_URL?: string;
  /** The mobile app's Google Play page; no Google Play button without it. */
  readonly VITE_GOOGLE_PLAY_URL?: string;
  /** ISO 4217 code of the currency prices are written in; default `USD`. */
  readonly VITE_CURRENCY?: string;
  /** BCP 47 locale prices are written in; default `en-US`. */
  readonly VITE_LOCALE?: string;
  /** The maps' tile URL template (`{z}/{x}/{y}`); default OpenStreetMap's. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The maps' tile attribution; default OpenStreetMap's. */
  readonly VITE_MAP_ATTRIBUTION?: string;
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the Rentacar API; default `/api` on the app's own origin. */
  readonly VITE_API_URL?: string;
}

/**
 * Store pages of the mobile app, linked from the home page, from the build's `VITE_APP_STORE_URL`
 * and `VITE_GOOGLE_PLAY_URL`. A store without a page has no button; with neither, the home page
 * has no app block (an empty setting is none).
 */
export const appStoreLinks = {
  appStoreHref: import.meta.env.VITE_APP_STORE_URL || undefined,
  googlePlayHref: import.meta.env.VITE_GOOGLE_PLAY_URL || undefined,
};

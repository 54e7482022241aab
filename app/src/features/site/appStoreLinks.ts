/** An optional build setting: unset and empty both mean "not set". */
const setting = (value: string | undefined) => value || undefined;

/**
 * Store pages of the mobile app, linked from the home page, from the build's `VITE_APP_STORE_URL`
 * and `VITE_GOOGLE_PLAY_URL`. A store without a page has no button; with neither, the home page
 * has no app block.
 */
export const appStoreLinks = {
  appStoreHref: setting(import.meta.env.VITE_APP_STORE_URL),
  googlePlayHref: setting(import.meta.env.VITE_GOOGLE_PLAY_URL),
};

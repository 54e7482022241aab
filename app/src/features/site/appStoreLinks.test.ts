import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
});

it('links the store pages that are set, and none that are empty', async () => {
  vi.stubEnv('VITE_APP_STORE_URL', 'https://apps.apple.com/us/app/rentacar/id123');
  vi.stubEnv('VITE_GOOGLE_PLAY_URL', '');
  vi.resetModules();
  const { appStoreLinks } = await import('./appStoreLinks');
  expect(appStoreLinks).toEqual({
    appStoreHref: 'https://apps.apple.com/us/app/rentacar/id123',
    googlePlayHref: undefined,
  });
});

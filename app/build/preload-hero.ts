import type { Plugin } from 'vite';

/** The home hero's background copies (HeroCarousel in @rentacar/ui), with their widths. */
const HERO_BACKGROUND_WEBP = [
  { name: 'hero-background-800.webp', width: 800 },
  { name: 'hero-background-1600.webp', width: 1600 },
];

/**
 * Adds to index.html a preload of the hero background, the largest paint of the home page, so it
 * downloads alongside the scripts instead of after them (the page is rendered by JavaScript). The
 * srcset and sizes are the <img>'s own, so the browser picks the same copy and fetches it once.
 * Other pages pay about 4 to 8 kB for it; the home page is where most visits land.
 */
export function preloadHeroBackground(): Plugin {
  return {
    name: 'rentacar:preload-hero-background',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const assets = Object.values(bundle).filter((output) => output.type === 'asset');
        const srcset = HERO_BACKGROUND_WEBP.map(({ name, width }) => {
          const asset = assets.find((output) =>
            output.originalFileNames.some((file) => file.endsWith(`/${name}`)),
          );
          return asset && `/${asset.fileName} ${width}w`;
        });
        if (srcset.some((entry) => entry === undefined)) {
          throw new Error(
            `preload-hero-background: ${HERO_BACKGROUND_WEBP.map((b) => b.name).join(', ')} not in the build`,
          );
        }
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'image',
              type: 'image/webp',
              imagesrcset: srcset.join(', '),
              imagesizes: '100vw',
              fetchpriority: 'high',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Whether `appDistDir` holds a built app (`npm run build`); the server runs without one. */
export const hasBuiltApp = (appDistDir: string) =>
  fs.existsSync(path.join(appDistDir, 'index.html'));

export interface StaticAppOptions {
  /** The built single-page app (`app/dist`). */
  appDistDir: string;
}

/** Vite fingerprints every file under assets/: its name changes whenever its bytes do. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) names the current assets: revalidate it on every visit. */
const UNHASHED_CACHE = 'no-cache';

/**
 * The built app at `/`: hashed assets cached for a year, index.html revalidated, and each text
 * file sent as the `.br` or `.gz` copy the build wrote beside it (app/build/precompress.ts) when
 * the browser accepts that encoding, so nothing is compressed per request. Any other page request
 * that is no file gets index.html (client routing): the errors plugin's 404 answers it, with the
 * `sendFile` this plugin provides.
 */
const staticAppPlugin: FastifyPluginAsync<StaticAppOptions> = async (app, { appDistDir }) => {
  app.register(fastifyStatic, {
    root: appDistDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE : UNHASHED_CACHE);
      // The body depends on Accept-Encoding: shared caches must keep one copy per encoding.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
};

export default fastifyPlugin(staticAppPlugin, { name: 'static-app' });

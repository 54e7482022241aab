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

/**
 * The built app at `/`. Any other page request that is no file gets index.html (client routing):
 * the errors plugin's 404 answers it, with the `sendFile` this plugin provides.
 */
const staticAppPlugin: FastifyPluginAsync<StaticAppOptions> = async (app, { appDistDir }) => {
  app.register(fastifyStatic, {
    root: appDistDir,
    wildcard: false,
    cacheControl: false,
    setHeaders(response, filePath) {
      // Vite fingerprints everything under assets/; index.html must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};

export default fastifyPlugin(staticAppPlugin, { name: 'static-app' });

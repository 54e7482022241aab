// How the server sends bytes to browsers: compression and caching (issue 15).
import path from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite fingerprints every file under assets/: its name changes whenever its bytes do. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and anything else unhashed) names the current assets: revalidate it on every visit. */
const UNHASHED_CACHE = 'no-cache';

/**
 * The built app at `/`: hashed assets cached for a year, index.html revalidated, and each text
 * file sent as the `.br` or `.gz` copy the build wrote beside it (app/build/precompress.ts) when
 * the browser accepts that encoding, so nothing is compressed per request.
 */
export async function registerApp(app: FastifyInstance, appDistDir: string) {
  await app.register(fastifyStatic, {
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
}

/** Responses smaller than this gain less from compression than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON (and any other compressible response without an encoding yet) with
 * brotli or gzip, as the client accepts. Brotli runs at a middle quality: per-request compression
 * must stay cheap; the app's own files come precompressed at the highest level instead.
 */
export async function registerResponseCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies stay as the API has always taken them: compression applies to responses only.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

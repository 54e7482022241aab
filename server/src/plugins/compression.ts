import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Responses smaller than this gain less from compression than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's JSON (and any other compressible response without an encoding yet) with
 * brotli or gzip, as the client accepts. Brotli runs at a middle quality: per-request compression
 * must stay cheap; the app's own files come precompressed at the highest level instead.
 */
const compressionPlugin: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies stay as the API has always taken them: compression applies to responses only.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
};

export default fastifyPlugin(compressionPlugin, { name: 'compression' });

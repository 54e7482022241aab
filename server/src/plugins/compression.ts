import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** Responses smaller than this gain less from compression than it costs. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

// Brotli at a middle quality: per-request compression must stay cheap (the app's are precompressed).
const compressionPlugin: FastifyPluginAsync = async (app) => {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
};

export default fastifyPlugin(compressionPlugin, { name: 'compression' });

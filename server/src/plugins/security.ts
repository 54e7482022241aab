import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const contentSecurityPolicy = (mapTileOrigin: string) => ({
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The branch maps' tiles.
    imgSrc: ["'self'", 'data:', 'blob:', mapTileOrigin],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The contact page embeds a map.
    frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Plain http on localhost must keep working.
    upgradeInsecureRequests: null,
  },
});

/** Helmet's headers, worked out once: @fastify/helmet re-parsed the CSP on every request. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By, which neither Node nor Fastify sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => {});
  return headers;
}

export interface SecurityOptions {
  /** Empty: same-origin only. */
  corsOrigins: string[];
  /** Where the branch maps' tiles come from. */
  mapTileOrigin: string;
}
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (
  app,
  { corsOrigins, mapTileOrigin },
) => {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(mapTileOrigin),
    // An app served from an allowed other origin must still be able to show vehicle images.
    crossOriginResourcePolicy: {
      policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
  // Callback hooks: an async one costs every request a promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition'],
  });
};

export default fastifyPlugin(securityPlugin, { name: 'security' });

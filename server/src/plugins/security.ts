import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    // styled-components injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The contact page embeds a map.
    frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Plain http on localhost must keep working.
    upgradeInsecureRequests: null,
  },
};

export interface SecurityOptions {
  /** Browser origins allowed to call the API cross-origin; empty means same-origin only. */
  corsOrigins: string[];
}

/** The headers of every answer: CSP and the rest of helmet's, CORS, and the request id. */
const securityPlugin: FastifyPluginAsync<SecurityOptions> = async (app, { corsOrigins }) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.register(helmet, {
    contentSecurityPolicy,
    // An app served from an allowed other origin must still be able to show vehicle images.
    crossOriginResourcePolicy: {
      policy: corsOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
  app.register(cors, {
    origin: corsOrigins.length > 0 ? corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Content-Disposition'],
  });
};

export default fastifyPlugin(securityPlugin, { name: 'security' });

import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * The origin the visitor asked for (`https://rentacar.example.com`), from the request's scheme and
 * Host header (X-Forwarded-* with TRUST_PROXY). A Host that is no host name is refused: it would
 * otherwise be written into the page or the sitemap.
 */
export function requestOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest('host: is not a valid host name');
  }
}

/** The site's public origin: PUBLIC_URL when configured, else the one the visitor asked for. */
export const publicOrigin = (request: FastifyRequest, publicUrl: string | undefined): string =>
  publicUrl ?? requestOrigin(request);

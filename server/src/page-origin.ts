import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/** The origin the visitor asked for; a bad Host is refused, as it would be written into pages. */
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

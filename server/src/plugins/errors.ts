import type { Socket } from 'node:net';
import { API_MESSAGES, ERROR_STATUS_NAMES, type ErrorStatusCode } from '@rentacar/contract';
import { validationMessage } from '@rentacar/contract/validation';
import type {
  ConnectionError,
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiError, toApiStatusCode } from '../errors.js';
import { API_PREFIX } from '../paths.js';

const pathOf = (url: string) => url.split('?')[0] ?? url;
const requestPath = (request: FastifyRequest) => pathOf(request.url);

const errorBody = (
  statusCode: ErrorStatusCode,
  message: string,
  url: string,
  details: Record<string, unknown> = {},
) => ({
  status: ERROR_STATUS_NAMES[statusCode],
  message,
  timestamp: new Date().toISOString(),
  path: pathOf(url),
  ...details,
});

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: ErrorStatusCode,
  message: string,
  details?: Record<string, unknown>,
) {
  return reply.code(statusCode).send(errorBody(statusCode, message, request.url, details));
}

/** Every failure as the contract's error body; unexpected ones are logged and stay vague. */
function describeError(error: FastifyError): {
  statusCode: ErrorStatusCode;
  message: string;
  details?: Record<string, unknown>;
} {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    return {
      statusCode: 400,
      message: validationMessage(error.validation, error.validationContext),
    };
  }
  switch (error.code) {
    // Fastify's frameworkErrors: an undecodable path (`%c0%ae`, a lone `%`) or a too-long segment.
    case 'FST_ERR_BAD_URL':
      return { statusCode: 400, message: 'path: is not a valid URL' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { statusCode: 400, message: 'path: a path segment is too long' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, message: API_MESSAGES.bodyNotJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: API_MESSAGES.bodyRequired };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: API_MESSAGES.unsupportedContentType };
  }
  const statusCode = toApiStatusCode(error.statusCode ?? 500);
  if (statusCode === 429) return { statusCode, message: API_MESSAGES.tooManyRequests };
  if (statusCode === 500) return { statusCode, message: 'Internal server error' };
  return { statusCode, message: error.message };
}

/** Also Fastify's `frameworkErrors`, so undecodable or over-long paths get the contract's body. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message, details } = describeError(error);
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, statusCode, message, details);
}

/** Why Node's HTTP parser refused a request before Fastify saw it (`clientError` codes). */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'Request headers are too large',
  ERR_HTTP_REQUEST_TIMEOUT: 'Request timed out',
};

/** Requests Node's HTTP parser refuses never reach Fastify: the contract's body, on the socket. */
export function handleClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    // Typed as a Buffer's JSON form, but Node hands over the Buffer itself.
    const packet: unknown = error.rawPacket;
    const requestLine = Buffer.isBuffer(packet) ? packet.toString('latin1').split('\r\n')[0]! : '';
    const target = requestLine.split(' ')[1] ?? '/';
    const body = JSON.stringify(
      errorBody(400, CLIENT_ERROR_MESSAGES[error.code] ?? 'Malformed HTTP request', target),
    );
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export interface ErrorsOptions {
  servesApp: boolean;
}

/** The contract's error body, except that a page request's 404 gets index.html (client routing). */
const errorsPlugin: FastifyPluginAsync<ErrorsOptions> = async (app, { servesApp }) => {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !requestPath(request).startsWith(`${API_PREFIX}/`) &&
      requestPath(request) !== API_PREFIX;
    // The static-app plugin's sendFile sets its caching headers (index.html: revalidated).
    if (isPageRequest && servesApp) return reply.sendFile('index.html');
    const message = isPageRequest
      ? 'The web app is not built (npm run build); the API is under /api'
      : `Route ${request.method} ${requestPath(request)} not found`;
    return sendError(request, reply, 404, message);
  });
};

export default fastifyPlugin(errorsPlugin, { name: 'errors' });

import type { AddressInfo } from 'node:net';
import { createMiddleware } from '@mswjs/http-middleware';
import { readDemoImage } from '@rentacar/demo-data/node';
import express from 'express';
import { setSeedImageReader } from './db';
import { handlers } from './handlers';

export interface MockServer {
  /** Origin of the server, e.g. `http://127.0.0.1:4010`; the API is under `/api`. */
  url: string;
  close(): Promise<void>;
}

/** Serves the mock handlers over real HTTP (port 0 picks a free port). */
export function startMockServer({ port = 0, host = '127.0.0.1' } = {}): Promise<MockServer> {
  setSeedImageReader(readDemoImage);
  const app = express();
  // Rate limits count per client; handlers only see the Request, so pass the socket address along.
  app.use((req, _res, next) => {
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress;
    next();
  });
  app.use(createMiddleware(...handlers));
  app.use((req, res) => {
    res.status(404).json({
      status: 'NOT_FOUND',
      message: `No operation ${req.method} ${req.path}`,
      timestamp: new Date().toISOString(),
      path: req.path,
    });
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error) => {
      if (error) return reject(error);
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise<void>((done, failed) =>
            server.close((closeError) => (closeError ? failed(closeError) : done())),
          ),
      });
    });
  });
}

import { server } from '@rentacar/mocks/node';

/** Records the URL of every API request matching `method` and `pathname` from now on. */
export function captureRequests(method: string, pathname: string): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === method && url.pathname === pathname) urls.push(url);
  });
  return urls;
}

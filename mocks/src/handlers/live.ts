import { serverSentEvent } from '@rentacar/contract';
import { HttpResponse } from 'msw';
import { http } from '../http';
import { addFleetStream } from '../liveChanges';

const encoder = new TextEncoder();

export const liveHandlers = [
  http.get('/live/admin', ({ request }) => {
    let end = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (event: string) => controller.enqueue(encoder.encode(event));
        send(serverSentEvent('ready', {}));
        const remove = addFleetStream({
          tell: (change) => send(serverSentEvent('change', change)),
          end: () => end(),
        });
        end = () => {
          end = () => {};
          remove();
          controller.close();
        };
        request.signal.addEventListener('abort', () => end(), { once: true });
      },
      cancel: () => end(),
    });
    const response = new HttpResponse(stream, {
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
    });
    // The contract types the stream's body as the text it is; it is sent as it happens.
    return response as unknown as HttpResponse<string>;
  }),
];

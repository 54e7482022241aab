import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server of the test's own on a local port, keeping every message it accepts, parsed.
 * `stop` and `start` again on the same port stand for an outage; `holdData` delays each accepted
 * message (a slow server, to catch a sender mid-send).
 */
export interface SmtpSink {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** How long each message is held before it is accepted (may change between messages). */
  holdDataMs: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtpSink({
  port = 0,
  holdDataMs = 0,
  onData,
}: { port?: number; holdDataMs?: number; onData?: () => void } = {}): Promise<SmtpSink> {
  let server: SMTPServer | undefined;
  const messages: ParsedMail[] = [];
  const sink: SmtpSink = {
    port,
    url: '',
    messages,
    holdDataMs,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // An outage in a test is a stop: open connections end at once rather than in 30 s.
        closeTimeout: 100,
        onData(stream, _session, callback) {
          onData?.();
          simpleParser(stream)
            .then(async (parsed) => {
              if (sink.holdDataMs > 0) {
                await new Promise((resolve) => setTimeout(resolve, sink.holdDataMs));
              }
              messages.push(parsed);
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(sink.port, '127.0.0.1', () => resolve());
      });
      const address = server.server.address();
      sink.port = typeof address === 'object' && address !== null ? address.port : sink.port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} messages, ${messages.length} arrived`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
  };
  await sink.start();
  return sink;
}

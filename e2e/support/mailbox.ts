import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The journeys' mail server: a real SMTP server (smtp-server) on a free local port, one per
 * project, that writes each message it accepts to a folder as an `.eml` file. Global setup runs
 * it and hands the server its `SMTP_URL`; the tests, in other processes, read the folder.
 */
export interface Mailbox {
  url: string;
  stop(): Promise<void>;
}

/** Environment variable through which global setup hands a project's mail folder to the tests. */
export const mailDirVariable = (projectName: string) => `E2E_MAIL_DIR_${projectName.toUpperCase()}`;

export async function startMailbox(folder: string): Promise<Mailbox> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The teardown ends open connections at once rather than after smtp-server's 30 s.
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        // Written whole, then renamed: a reader never sees half a message.
        const file = path.join(folder, `${String(received).padStart(5, '0')}.eml`);
        fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
        fs.renameSync(`${file}.part`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('e2e: no SMTP port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message the project's mail server accepted so far, parsed, in order of arrival. */
async function receivedMail(projectName: string): Promise<ParsedMail[]> {
  const folder = process.env[mailDirVariable(projectName)];
  if (folder === undefined) throw new Error(`no mailbox for project ${projectName}`);
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(folder, file)))));
}

/** The recipients of a message, as addresses. */
const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address));

/**
 * The newest message to `to` whose subject matches, once it arrived: the server's sender delivers
 * the outbox every second or so.
 */
export async function waitForMail(
  projectName: string,
  to: string,
  subject: RegExp,
  timeoutMs = 30_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await receivedMail(projectName))
      .filter((mail) => recipients(mail).includes(to) && subject.test(mail.subject ?? ''))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with subject ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the message's text part that leads to `path` (absolute, as sent). */
export function linkTo(mail: ParsedMail, pathname: string): URL {
  const link = (mail.text ?? '')
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => url.pathname.startsWith(pathname));
  if (!link) throw new Error(`no link to ${pathname} in "${mail.subject}"`);
  return link;
}

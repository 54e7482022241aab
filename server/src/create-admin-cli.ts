import { parseArgs } from 'node:util';
import { passwordRuleViolation } from './auth/password-rule.js';
import { ConfigError, loadConfig } from './config.js';
import { AdministratorError, createOrPromoteAdministrator } from './db/administrators.js';
import { withMigratedDatabase } from './db/startup.js';

// The password comes on standard input: other users of the machine can see a command line.
const USAGE =
  'Usage: npm run create-admin -w @rentacar/server -- --email <e-mail>  (password on standard input)';

/** Reads one line without echoing it: the typed password must not appear on the screen. */
function readHiddenLine(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let line = '';
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error === undefined) resolve(line);
      else reject(error);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n' || character === '\u0004') return finish();
        if (character === '\u0003') return finish(new Error('Cancelled'));
        if (character === '\u007f' || character === '\b') line = line.slice(0, -1);
        else line += character;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of a piped standard input (e.g. `printf '%s\n' "$PASSWORD" | npm run ...`). */
async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (values.email === undefined || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email.trim())) {
    throw new ConfigError(USAGE);
  }
  const config = loadConfig();
  const password = process.stdin.isTTY
    ? await readHiddenLine(`Password for ${values.email}: `)
    : await readPipedLine();
  const violation = passwordRuleViolation(password);
  if (violation !== undefined) throw new ConfigError(`The password is too weak: ${violation}`);
  const outcome = await withMigratedDatabase(config, (database) =>
    createOrPromoteAdministrator(database.db, values.email!, password),
  );
  console.log(
    outcome === 'created'
      ? `Administrator ${values.email} created.`
      : `${values.email} is now an administrator (password replaced).`,
  );
}

try {
  await main();
} catch (error) {
  const expected = error instanceof ConfigError || error instanceof AdministratorError;
  console.error(expected ? (error as Error).message : error);
  process.exitCode = 1;
}

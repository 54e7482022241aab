// `npm run dev`: the server (restarting on changes, readable logs) and the app's Vite dev server,
// which proxies /api to it, in one terminal. Ctrl-C stops both; when one ends, so does the other.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = ['@rentacar/server', '@rentacar/app'].map((workspace) =>
  spawn(npm, ['run', 'dev', '-w', workspace], { stdio: 'inherit' }),
);

let exitCode;
function stopAll(code) {
  exitCode ??= code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const child of children) {
  child.once('exit', (code) => {
    stopAll(code ?? 1);
    if (children.every((candidate) => candidate.exitCode !== null || candidate.signalCode !== null))
      process.exit(exitCode);
  });
}
process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

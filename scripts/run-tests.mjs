// `npm test`: runs the test steps in order, each as its own npm script (so `npm run <step>` runs
// one alone), streams their output, stops at the first failing step with its exit code, and ends
// with one table: each step's seconds and the tests its tool reports it ran.
//
// TEST_STEPS=<step>,<step> (or the steps as arguments) runs only those, in the order given. A step
// is one of STEPS below, `static` (type check, lint and format side by side), any root npm script,
// or a workspace's script as `<workspace>#<script>`, e.g. `TEST_STEPS=@rentacar/rules#test`.
// TEST_TIMINGS_BEFORE=`<name>=<seconds>;...` adds rows measured before this runner started
// (`.ci/run` passes its Chromium and `npm ci` seconds so).
//
// Each build once: the steps share what an earlier one built, through variables that a step run
// alone does without (then it builds for itself). UI_PACKED_DIR names a folder, absent until the
// first step that packs `@rentacar/ui` leaves the tarball there for the next; E2E_APP_DIST, set once
// `check:bundle` passed, a copy of that app build for the journeys (a copy, so nothing rebuilding
// app/dist meanwhile changes what they test).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The steps of `npm test`, in order. `static` runs its parts in parallel. */
const STEPS = [
  'lint:openapi',
  'check:generated',
  'check:commits',
  {
    name: 'static',
    label: 'static checks (parallel)',
    parts: ['typecheck', 'lint', 'format:check'],
  },
  'check:bundle',
  'check:release',
  'check:ui-registry',
  'test:unit',
  'test:storybook-static',
  'test:e2e',
];

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 };
const running = new Set();
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) child.kill(signal);
  });
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootScripts = readJson(join(root, 'package.json')).scripts;

/** The workspace (or undefined for the root) and script of a step name. */
function parseStep(name) {
  const hash = name.lastIndexOf('#');
  return hash > 0
    ? { workspace: name.slice(0, hash), script: name.slice(hash + 1) }
    : { workspace: undefined, script: name };
}

function scriptText({ workspace, script }) {
  if (!workspace) return rootScripts[script];
  for (const dir of readJson(join(root, 'package.json')).workspaces.flatMap(expandWorkspace)) {
    const pkg = readJson(join(root, dir, 'package.json'));
    if (pkg.name === workspace || dir === workspace) return pkg.scripts?.[script];
  }
  return undefined;
}

function expandWorkspace(pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const dir = pattern.slice(0, -2);
  return readdirNames(join(root, dir)).map((name) => `${dir}/${name}`);
}

function readdirNames(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => existsSync(join(dir, name, 'package.json')));
}

/** Which test tool reports on a script: the one its last command runs, if any. */
function toolOf(text) {
  const last = (text ?? '').split('&&').at(-1).trim();
  if (/^vitest\s+run\b/.test(last)) return 'vitest';
  if (/^playwright\s+test\b/.test(last)) return 'playwright';
  return undefined;
}

const reportDir = mkdtempSync(join(tmpdir(), 'rentacar-test-report-'));
let reportCount = 0;

/** What the steps built for the steps after them (see the top of this file). */
const sharedBuilds = mkdtempSync(join(tmpdir(), 'rentacar-test-builds-'));
const sharedEnv = { UI_PACKED_DIR: join(sharedBuilds, 'ui-packed') };

/** After a step passed: what it built that later steps reuse. */
function shareBuildsOf(name) {
  if (name !== 'check:bundle') return;
  const appDist = join(sharedBuilds, 'app-dist');
  cpSync(join(root, 'app/dist'), appDist, { recursive: true });
  sharedEnv.E2E_APP_DIST = appDist;
}

/** The npm command of a step, with the reporter arguments that make its tool count its tests. */
function commandOf(name) {
  const step = parseStep(name);
  const text = scriptText(step);
  const args = ['run', step.script];
  if (step.workspace) args.push('-w', step.workspace);
  const tool = toolOf(text);
  const env = { ...process.env, ...sharedEnv };
  let report;
  if (tool) {
    reportCount += 1;
    report = join(reportDir, `${reportCount}.json`);
    if (tool === 'vitest') {
      args.push('--', '--reporter=default', '--reporter=json', `--outputFile=${report}`);
    } else {
      args.push('--', '--reporter=list,json');
      env.PLAYWRIGHT_JSON_OUTPUT_FILE = report;
    }
  }
  return { args, env, tool, report };
}

/** How many tests the tool's own report says ran: "-" without a tool, "?" without a report. */
function testsRun({ tool, report }) {
  if (!tool) return '-';
  if (!existsSync(report)) return '?';
  try {
    const result = readJson(report);
    if (tool === 'vitest') {
      const failed = result.numFailedTests;
      const ran = result.numPassedTests + failed;
      return failed ? `${ran} (${failed} failed)` : String(ran);
    }
    const { expected = 0, unexpected = 0, flaky = 0 } = result.stats ?? {};
    const ran = expected + unexpected + flaky;
    const notes = [unexpected && `${unexpected} failed`, flaky && `${flaky} flaky`].filter(Boolean);
    return notes.length ? `${ran} (${notes.join(', ')})` : String(ran);
  } catch {
    return '?';
  }
}

/** Runs npm with `args`; output streamed, or buffered (returned) when `buffer` is set. */
function run({ args, env }, buffer) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', args, {
      cwd: root,
      env: buffer && process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    running.add(child);
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const finish = (code) => {
      running.delete(child);
      resolve({
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks),
      });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? 128 + (SIGNALS[signal] ?? 1)));
  });
}

const rows = [];

for (const entry of (process.env.TEST_TIMINGS_BEFORE ?? '').split(';').filter(Boolean)) {
  const [name, seconds] = entry.split('=');
  rows.push({ name: name.trim(), seconds: Number(seconds), tests: '-' });
}

function selectedSteps() {
  const wanted = process.argv.slice(2).length
    ? process.argv.slice(2)
    : (process.env.TEST_STEPS ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
  const steps = wanted.length
    ? wanted.map((name) => STEPS.find((step) => step.name === name) ?? name)
    : STEPS;
  // A mistyped name fails at once, not after the steps before it.
  for (const name of steps.flatMap((step) => (typeof step === 'string' ? [step] : step.parts))) {
    if (scriptText(parseStep(name)) === undefined) {
      throw new Error(
        `Unknown test step "${name}": not a step of scripts/run-tests.mjs nor an npm script`,
      );
    }
  }
  return steps;
}

/** Type check, lint and format side by side; each output printed whole when it ends. */
async function runParallel(step) {
  console.log(`\n=== ${step.label}: ${step.parts.join(', ')} side by side ===`);
  const started = performance.now();
  const results = await Promise.all(
    step.parts.map(async (part) => {
      const command = commandOf(part);
      const result = await run(command, true);
      const verdict = result.code === 0 ? 'ok' : `FAILED (exit ${result.code})`;
      console.log(`\n--- ${part}: ${verdict}, ${result.seconds.toFixed(1)} s ---`);
      process.stdout.write(result.output);
      if (result.code !== 0) console.log(`--- ${part}: FAILED (exit ${result.code}) ---`);
      return { name: part, command, ...result };
    }),
  );
  const failed = results.find((result) => result.code !== 0);
  rows.push({
    name: step.label,
    seconds: (performance.now() - started) / 1000,
    tests: '-',
    code: failed?.code ?? 0,
  });
  for (const result of results) {
    rows.push({
      name: `  ${result.name}`,
      seconds: result.seconds,
      tests: testsRun(result.command),
      code: result.code,
    });
  }
  if (failed) {
    console.error(
      `\n${step.label} failed: ${results
        .filter((r) => r.code)
        .map((r) => r.name)
        .join(', ')}`,
    );
  }
  return failed?.code ?? 0;
}

async function runStep(name) {
  console.log(`\n=== ${name} ===`);
  const command = commandOf(name);
  const result = await run(command, false);
  rows.push({ name, seconds: result.seconds, tests: testsRun(command), code: result.code });
  if (result.code === 0) shareBuildsOf(name);
  return result.code;
}

function printTable() {
  const total = rows.reduce((sum, row) => sum + (row.name.startsWith('  ') ? 0 : row.seconds), 0);
  const table = [
    ['step', 'seconds', 'tests run', ''],
    ...rows.map((row) => [
      row.name,
      row.seconds.toFixed(1),
      row.tests,
      row.code ? `FAILED (exit ${row.code})` : '',
    ]),
    ['total', total.toFixed(1), '', ''],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...table.map((line) => line[column].length)));
  const format = ([name, seconds, tests, status]) =>
    `${name.padEnd(widths[0])}  ${seconds.padStart(widths[1])}  ${tests.padEnd(widths[2])}  ${status}`.trimEnd();
  console.log(`\nTest steps (seconds of wall time; tests as each tool reports them):`);
  for (const line of table) console.log(format(line));
}

let exitCode = 0;
try {
  for (const step of selectedSteps()) {
    exitCode = typeof step === 'string' ? await runStep(step) : await runParallel(step);
    if (exitCode !== 0 || interrupted) {
      exitCode ||= 128 + SIGNALS[interrupted];
      break;
    }
  }
} catch (error) {
  console.error(error.message);
  exitCode = 1;
} finally {
  rmSync(reportDir, { recursive: true, force: true });
  rmSync(sharedBuilds, { recursive: true, force: true });
}
printTable();
process.exit(exitCode);

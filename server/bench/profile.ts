/**
 * `npm run bench:profile -w @rentacar/server`: where a request's time goes. For every benchmark
 * scenario (`scenarios.ts`; BENCH_ONLY, BENCH_CONNECTIONS, BENCH_SECONDS as for `npm run bench`),
 * on SQLite and then on PostgreSQL, starts the server with V8's sampling profiler
 * (`node --cpu-prof`), loads it with autocannon and prints the busy time by where it was spent:
 * self time by package or source folder, time under each package (its callees included), and
 * the costliest functions. The `.cpuprofile` files stay in PROFILE_DIR (default: a temporary
 * folder) for Chrome DevTools or speedscope. A measurement, not a test: it asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@rentacar/demo-data';
import { fillDatabase } from './bulk-data.js';
import { logIn, onEachDatabase, withSeededDatabase } from './harness.js';
import { CONNECTIONS, DURATION_SECONDS, scenarios } from './scenarios.js';
import { startServerProcess } from './server-process.js';

const PROFILE_DIR =
  process.env.PROFILE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rentacar-profile-'));
const TOP = 12;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds of the monotonic clock, which `process.hrtime` reads too. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const monotonicMicroseconds = () => Number(process.hrtime.bigint() / 1000n);

const REPOSITORY = path.resolve(import.meta.dirname, '../..');

/** Who a frame belongs to: an npm package, a folder of this repository, Node itself, or V8. */
function ownerOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = file.slice(modules + '/node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const local = path.relative(REPOSITORY, file);
  return local.startsWith('..') ? file : path.dirname(local);
}

const frameName = ({ functionName, url, lineNumber }: ProfileNode['callFrame']) =>
  `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim();

/**
 * Busy time (idle left out) between `from` and `to` (the load, not the start-up) by owner, self
 * and total, and by function, in percent.
 */
function summarise(profile: CpuProfile, from: number, to: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const selfByOwner = new Map<string, number>();
  const totalByOwner = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let busy = 0;
  let sampledAt = profile.startTime;
  const add = (map: Map<string, number>, key: string, time: number) =>
    map.set(key, (map.get(key) ?? 0) + time);
  profile.samples.forEach((sample, index) => {
    sampledAt += profile.timeDeltas[index]!;
    const node = byId.get(sample)!;
    if (sampledAt < from || sampledAt > to || node.callFrame.functionName === '(idle)') return;
    const time = profile.timeDeltas[index + 1] ?? 0;
    busy += time;
    add(selfByOwner, ownerOf(node.callFrame), time);
    add(selfByFunction, `${frameName(node.callFrame)} [${ownerOf(node.callFrame)}]`, time);
    const owners = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      owners.add(ownerOf(byId.get(id)!.callFrame));
    }
    for (const owner of owners) add(totalByOwner, owner, time);
  });
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, time]) => ({ name, '%': Number(((100 * time) / busy).toFixed(1)) }));
  return {
    busyMs: busy / 1000,
    self: top(selfByOwner),
    total: top(totalByOwner),
    functions: top(selfByFunction),
  };
}

async function profileDatabase(label: string, overrides: Parameters<typeof withSeededDatabase>[0]) {
  console.log(`\n${label}: seeding...`);
  await withSeededDatabase(overrides, fillDatabase, async (config) => {
    const count = scenarios('', '', '').length;
    for (let index = 0; index < count; index += 1) {
      // Every thread writes a profile of its own (tsx's module hooks run in one): a folder each.
      const folder = path.join(PROFILE_DIR, `${label}-${index}`);
      const server = await startServerProcess(config, {}, 'src/main.ts', [
        '--cpu-prof',
        `--cpu-prof-dir=${folder}`,
      ]);
      const api = `${server.url}/api`;
      let loadedFrom = 0;
      let loadedTo = 0;
      try {
        const tokens = [await logIn(api, DEMO_CUSTOMER), await logIn(api, DEMO_ADMIN)] as const;
        const scenario = scenarios(api, ...tokens)[index]!;
        const { options } = scenario;
        const connections = scenario.connections ?? CONNECTIONS;
        // Warm-up (JIT, pools, page cache) is left out of the profile.
        await autocannon({ connections, duration: 1, ...options });
        loadedFrom = monotonicMicroseconds();
        const result = await autocannon({ connections, duration: DURATION_SECONDS, ...options });
        loadedTo = monotonicMicroseconds();
        console.log(
          `\n${label} ${scenario.name}: ${Math.round(result.requests.average)} req/s, ` +
            `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
        );
      } finally {
        await server.close();
      }
      const [summary] = fs
        .readdirSync(folder)
        .map((file) =>
          summarise(
            JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as CpuProfile,
            loadedFrom,
            loadedTo,
          ),
        )
        // The main thread's: the one that answered the requests.
        .sort((a, b) => b.busyMs - a.busyMs);
      if (summary === undefined) throw new Error(`No profile in ${folder}`);
      console.log(`busy ${Math.round(summary.busyMs)} ms; self time by owner, time under owner:`);
      console.table(
        summary.self.map((row, rank) => ({
          'self: owner': row.name,
          'self %': row['%'],
          'under: owner': summary.total[rank]?.name,
          'under %': summary.total[rank]?.['%'],
        })),
      );
      console.table(summary.functions.map((row) => ({ function: row.name, 'self %': row['%'] })));
    }
  });
}

console.log(
  `load: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (1, 5, 15 min); profiles in ${PROFILE_DIR}`,
);
await onEachDatabase(profileDatabase);

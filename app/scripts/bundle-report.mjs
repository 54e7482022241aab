// Prints the JavaScript each route downloads (the initial bundle every visit loads, what each
// lazily loaded route adds, and a first visit in all) and fails when a first visit passes its
// budget in ../bundle-budgets.json. Reads app/dist, or the build folder given as the argument.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetFailures, KB, routeSizes } from './bundle-sizes.mjs';

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(appDir, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const { budgets } = JSON.parse(readFileSync(path.join(appDir, 'bundle-budgets.json'), 'utf8'));

function sizeOf(file) {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

const rows = routeSizes(manifest, sizeOf);
const budgetOf = new Map(budgets.map((budget) => [budget.route, budget.maxGzipKB]));
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const columns = ['route', 'added raw', 'added gzip', 'first visit gzip', 'budget'];
const widths = [36, 11, 11, 17, 10];
const line = (cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');

console.log('\nBundle report (JavaScript; gzip is what travels; kB = 1024 bytes)');
console.log(line(columns));
for (const { route, added, firstVisit } of rows) {
  const budget = budgetOf.get(route);
  console.log(
    line([
      route,
      kb(added.raw),
      kb(added.gzip),
      kb(firstVisit.gzip),
      budget === undefined ? '' : `${budget} kB`,
    ]),
  );
}

const failures = budgetFailures(rows, budgets);
if (failures.length > 0) {
  console.error(`\nBundle budget exceeded (app/bundle-budgets.json):\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(`\nEvery first visit is within its budget (${budgets.length} budgets).`);

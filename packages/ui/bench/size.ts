/**
 * Size benchmark: what a consumer's production bundle costs when it imports only `Button`, only
 * `VehicleCard`, or the whole package, against React + styled-components alone.
 * Run with `npm run bench:size -w @rentacar/ui`. Target: Button-only ≤ 10 kB gzip above baseline.
 */
import { rmSync } from 'node:fs';
import { bundleConsumerEntry, createPackedConsumer, sizeFixtures } from './packedConsumer.ts';

const BUTTON_BUDGET_BYTES = 10 * 1024;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const consumer = createPackedConsumer();
try {
  const sizes: Record<string, number> = {};
  for (const [name, source] of Object.entries(sizeFixtures)) {
    sizes[name] = (await bundleConsumerEntry(consumer, name, source)).gzipBytes;
  }
  const baseline = sizes.baseline!;
  console.log('bundle (gzip)                       total   above React + styled-components');
  for (const [name, bytes] of Object.entries(sizes)) {
    console.log(
      `${name.padEnd(34)} ${kB(bytes).padStart(9)}   ${kB(bytes - baseline).padStart(9)}`,
    );
  }
  const buttonExtra = sizes.button! - baseline;
  console.log(
    `Button-only: ${kB(buttonExtra)} above baseline (budget ${kB(BUTTON_BUDGET_BYTES)}): ${
      buttonExtra <= BUTTON_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'
    }`,
  );
  if (buttonExtra > BUTTON_BUDGET_BYTES) process.exitCode = 1;
} finally {
  rmSync(consumer.dir, { recursive: true, force: true });
}

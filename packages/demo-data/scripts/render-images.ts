/**
 * Renders the seed vehicle pictures (images/<imageId>.png) and the app's UI assets (assets/*.png)
 * from the SVG drawings in car-drawing.ts, with the system Chromium. Run once after changing the
 * drawings or the vehicles: `npm run render-images -w @rentacar/demo-data`; the PNGs are committed.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import { demoVehicles } from '../src/index';
import {
  carOnlySvg,
  fleetSvg,
  heroBackgroundSvg,
  vehicleSvg,
  type BodyStyle,
  type CarLook,
} from './car-drawing';

/** Body style and paint per vehicle id: chosen to match the model's real shape. */
const looks: Record<number, CarLook> = {
  1: { body: 'sedan', paint: '#c53030' },
  2: { body: 'sedan', paint: '#f7fafc' },
  3: { body: 'van', paint: '#2b6cb0' },
  4: { body: 'hatchback', paint: '#718096' },
  5: { body: 'sedan', paint: '#2c5282' },
  6: { body: 'suv', paint: '#81e6d9' },
  7: { body: 'hatchback', paint: '#dd6b20' },
  8: { body: 'hatchback', paint: '#38a169' },
  9: { body: 'hatchback', paint: '#ecc94b' },
  10: { body: 'hatchback', paint: '#4a5568' },
  11: { body: 'sedan', paint: '#3182ce' },
  12: { body: 'convertible', paint: '#e53e3e' },
  13: { body: 'suv', paint: '#2f855a' },
  14: { body: 'sedan', paint: '#1a202c' },
  15: { body: 'convertible', paint: '#9b2c2c' },
  16: { body: 'suv', paint: '#1a365d' },
  17: { body: 'sedan', paint: '#a0aec0' },
  18: { body: 'suv', paint: '#e2e8f0' },
  19: { body: 'pickup', paint: '#742a2a' },
  20: { body: 'hatchback', paint: '#90cdf4' },
  21: { body: 'hatchback', paint: '#b7791f' },
  22: { body: 'suv', paint: '#805ad5' },
  23: { body: 'suv', paint: '#c05621' },
  24: { body: 'sedan', paint: '#553c9a' },
  25: { body: 'coupe', paint: '#2d3748' },
  26: { body: 'hatchback', paint: '#e53e3e' },
};

const backdrops = ['#e6f0fa', '#f3ecfa', '#eaf7ef', '#fdf3e7', '#eef2f7', '#fbeaea'];

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function main() {
  const packageRoot = new URL('../', import.meta.url);
  await mkdir(new URL('images/', packageRoot), { recursive: true });
  await mkdir(new URL('assets/', packageRoot), { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
  });
  const page = await browser.newPage();

  async function render(
    svg: string,
    width: number,
    height: number,
    file: URL,
    transparent = false,
  ) {
    await page.setViewportSize({ width, height });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({ path: file.pathname, omitBackground: transparent });
  }

  for (const vehicle of demoVehicles) {
    const look = looks[vehicle.id];
    if (!look) throw new Error(`No drawing for vehicle ${vehicle.id} (${vehicle.model})`);
    const backdrop = backdrops[vehicle.id % backdrops.length]!;
    for (const imageId of vehicle.image) {
      await render(
        vehicleSvg(look, backdrop),
        640,
        400,
        new URL(`images/${imageId}.png`, packageRoot),
      );
    }
  }

  const slideCar = (body: BodyStyle, paint: string) => carOnlySvg({ body, paint }, 800, 400);
  const assets: [string, string, number, number, boolean][] = [
    ['hero-background.png', heroBackgroundSvg(1600, 700), 1600, 700, false],
    ['hero-car-1.png', slideCar('sedan', '#c53030'), 800, 400, true],
    ['hero-car-2.png', slideCar('convertible', '#ecc94b'), 800, 400, true],
    [
      'vehicles.png',
      fleetSvg(
        [
          { body: 'suv', paint: '#2b6cb0' },
          { body: 'sedan', paint: '#c53030' },
          { body: 'hatchback', paint: '#38a169' },
        ],
        1200,
        280,
      ),
      1200,
      280,
      false,
    ],
    ['loading.png', carOnlySvg({ body: 'hatchback', paint: '#c53030' }, 240, 120), 240, 120, true],
  ];
  for (const [name, svg, width, height, transparent] of assets) {
    await render(svg, width, height, new URL(`assets/${name}`, packageRoot), transparent);
  }
  await browser.close();
}

await main();

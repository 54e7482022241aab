import { describe, expect, it } from 'vitest';
import { budgetFailures, KB, labelOf, routeSizes } from './bundle-sizes.mjs';

// A build of three chunks: the entry (with a shared vendor chunk), the home route and the
// vehicles route, which also imports the vendor chunk.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/features/site/HomePage.tsx',
      'src/features/vehicles/PublicVehiclesPage.tsx',
    ],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/features/site/HomePage.tsx': {
    file: 'assets/HomePage.js',
    isDynamicEntry: true,
    imports: ['index.html', '_carousel.js'],
  },
  '_carousel.js': { file: 'assets/carousel.js' },
  'src/features/vehicles/PublicVehiclesPage.tsx': {
    file: 'assets/PublicVehiclesPage.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
};
const gzipKB = {
  'assets/index.js': 10,
  'assets/vendor.js': 90,
  'assets/HomePage.js': 5,
  'assets/carousel.js': 12,
  'assets/PublicVehiclesPage.js': 3,
};
const sizeOf = (file) => ({ raw: gzipKB[file] * 3 * KB, gzip: gzipKB[file] * KB });
const rows = routeSizes(manifest, sizeOf);
const firstVisitKB = (route) => rows.find((row) => row.route === route).firstVisit.gzip / KB;

describe('bundle budgets', () => {
  it('counts a first visit as the initial bundle plus the route chunk and its own imports', () => {
    expect(firstVisitKB('initial')).toBe(100);
    expect(firstVisitKB('/')).toBe(117);
    // The vendor chunk is already in the initial bundle: counted once.
    expect(firstVisitKB('/vehicles')).toBe(103);
  });

  it('passes when every first visit is within its budget', () => {
    const budgets = [
      { route: 'initial', maxGzipKB: 100 },
      { route: '/', maxGzipKB: 117 },
      { route: '/vehicles', maxGzipKB: 110 },
    ];
    expect(budgetFailures(rows, budgets)).toEqual([]);
  });

  it('fails a route whose first visit passes its budget, naming the route and the sizes', () => {
    const budgets = [
      { route: 'initial', maxGzipKB: 100 },
      { route: '/', maxGzipKB: 115 },
    ];
    expect(budgetFailures(rows, budgets)).toEqual([
      '/: 117.0 kB gzip on a first visit, over its budget of 115 kB',
    ]);
  });

  it('fails a budget whose route the build no longer has', () => {
    expect(budgetFailures(rows, [{ route: '/cars', maxGzipKB: 200 }])).toEqual([
      '/cars: no such route in the build',
    ]);
  });
});

describe('row labels', () => {
  it('names a route module by its path and an on-demand module by its package or file', () => {
    expect(labelOf('src/features/vehicles/PublicVehiclesPage.tsx')).toBe('/vehicles');
    expect(labelOf('../node_modules/react-toastify/dist/index.mjs')).toBe(
      'on demand: react-toastify',
    );
    expect(labelOf('../packages/ui/src/home/HeroCarousel/SlideCarousel.tsx')).toBe(
      'on demand: SlideCarousel',
    );
  });
});

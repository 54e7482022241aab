/**
 * The package's entry points: the root (everything) and one subpath per component group
 * (`@rentacar/ui/forms`, `@rentacar/ui/home`, ...). The build, the `exports` map check and the
 * size benchmark read this list.
 */
export const componentGroups = [
  'foundations',
  'shell',
  'home',
  'vehicles',
  'forms',
  'data',
  'admin',
] as const;

export const entryPoints = [
  { name: 'index', subpath: '.', source: 'src/index.ts' },
  ...componentGroups.map((group) => ({
    name: `${group}/index`,
    subpath: `./${group}`,
    source: `src/${group}/index.ts`,
  })),
];

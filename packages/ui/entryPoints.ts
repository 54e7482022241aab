/**
 * The package's entry points: the root (everything), one subpath per component group
 * (`@rentacar/ui/forms`, `@rentacar/ui/home`, ...), the i18n provider and one compiled catalog per
 * shipped language (`@rentacar/ui/locales/es`), so a host loads only the languages it shows. The
 * build, the `exports` map check and the size benchmark read this list.
 */
export const componentGroups = [
  'foundations',
  'shell',
  'home',
  'vehicles',
  'forms',
  'data',
  'admin',
  'branches',
] as const;

/** The languages whose catalogs the package ships (the pseudo-locale is for testing only). */
export const shippedLocales = ['en', 'es'] as const;

export const entryPoints = [
  { name: 'index', subpath: '.', source: 'src/index.ts' },
  ...componentGroups.map((group) => ({
    name: `${group}/index`,
    subpath: `./${group}`,
    source: `src/${group}/index.ts`,
  })),
  { name: 'i18n/index', subpath: './i18n', source: 'src/i18n/index.ts' },
  ...shippedLocales.map((locale) => ({
    name: `locales/${locale}`,
    subpath: `./locales/${locale}`,
    source: `src/locales/${locale}.ts`,
  })),
];

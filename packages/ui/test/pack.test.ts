import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bundleConsumerEntry,
  createPackedConsumer,
  heavyDependencies,
  run,
  sizeFixtures,
  workspaceModules,
  type PackedConsumer,
} from '../bench/packedConsumer.ts';
import { entryPoints } from '../entryPoints.ts';

const tsc = path.join(workspaceModules, 'typescript/bin/tsc');

const compilerOptions = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: false,
  types: ['node'],
};

let consumer: PackedConsumer;
let files: string[];

/**
 * Writes `<name>.tsx` and a `tsconfig.<name>.json` compiling only it; returns the tsconfig's name.
 * `checkDeclarations` off skips re-checking every library's declarations (the consumer entry
 * already does), which keeps the extra type checks fast.
 */
const writeTypeScriptEntry = (name: string, source: string, checkDeclarations = true) => {
  writeFileSync(path.join(consumer.dir, `${name}.tsx`), source);
  const tsconfig = `tsconfig.${name}.json`;
  writeFileSync(
    path.join(consumer.dir, tsconfig),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, skipLibCheck: !checkDeclarations },
      include: [`${name}.tsx`],
    }),
  );
  return tsconfig;
};

beforeAll(() => {
  consumer = createPackedConsumer();
  files = run('tar', ['-tzf', consumer.tarball], consumer.dir)
    .trim()
    .split('\n')
    .map((file) => file.replace(/^package\//, ''));

  // A host with its own styled-components theme and a white-label Rentacar palette. Importing the
  // package must not retype the host's `DefaultTheme` (the `theme={{ brand }}` provider compiles).
  writeTypeScriptEntry(
    'consumer',
    `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import {
  Button,
  RentacarThemeProvider,
  VehicleCard,
  createTheme,
  type RentacarTheme,
  type VehicleSummary,
} from '@rentacar/ui';
import { SchemaForm, TextField } from '@rentacar/ui/forms';

const brandBlue: string = '#0b5fff';
const whiteLabel: RentacarTheme = createTheme({ colors: { primary: brandBlue } });
const vehicle: VehicleSummary = { id: 3, model: 'Ford Transit Custom', pricePerHour: 29 };
const hostTheme = { brand: 'acme' };

const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    <ThemeProvider theme={hostTheme}>
      <RentacarThemeProvider theme={whiteLabel}>
        <VehicleCard vehicle={vehicle} />
        <Button busy>Update</Button>
      </RentacarThemeProvider>
    </ThemeProvider>,
  ),
);
console.log(JSON.stringify({ html, css: sheet.getStyleTags(), forms: [typeof SchemaForm, typeof TextField] }));
`,
  );

  // The documented opt-in: a host that wants \`DefaultTheme\` to be the Rentacar theme adds these lines.
  writeTypeScriptEntry(
    'opt-in',
    `import { styled } from 'styled-components';
import type { RentacarTheme } from '@rentacar/ui';

declare module 'styled-components' {
  export interface DefaultTheme extends RentacarTheme {}
}

export const Banner = styled.p\`
  color: \${({ theme }) => theme.colors.primary};
  padding: \${({ theme }) => theme.space.md};
\`;
`,
    false,
  );
}, 240_000);

afterAll(() => {
  rmSync(consumer.dir, { recursive: true, force: true });
});

describe('the packed @rentacar/ui', () => {
  test('builds without warnings', () => {
    const warnings = consumer.buildOutput
      .split('\n')
      // npm's own notice about this machine's user config is not the package's.
      .filter((line) => /warn/i.test(line) && !line.startsWith('npm warn Unknown user config'));
    expect(warnings).toEqual([]);
  });

  test('ships the built files, the sources they map to, LICENSE and CHANGELOG, no test code', () => {
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']),
    );
    for (const { name } of entryPoints) {
      expect(files).toContain(`dist/${name}.js`);
      expect(files).toContain(`dist/${name}.d.ts`);
    }
    expect(files.filter((file) => /\.(stories|test)\.|\.mdx$|__screenshots__/.test(file))).toEqual(
      [],
    );
    expect(files.filter((file) => /testing\/|storyChecks|storyFixtures/.test(file))).toEqual([]);
  });

  test('every file the exports map points at is in the tarball', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(consumer.dir, 'node_modules/@rentacar/ui/package.json'), 'utf8'),
    ) as { exports: Record<string, string | Record<string, string>> };
    const targets = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    expect(targets.length).toBeGreaterThan(entryPoints.length);
    for (const target of targets) {
      expect(files, target).toContain(target.replace(/^\.\//, ''));
    }
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining(entryPoints.map(({ subpath }) => subpath)),
    );
  });

  test('type-checks and renders on the server with a custom palette inside a host theme', () => {
    // tsc fails on any type error in the published declarations (skipLibCheck is off).
    run(
      process.execPath,
      [tsc, '-p', 'tsconfig.consumer.json', '--noEmit', 'false', '--outDir', 'out'],
      consumer.dir,
    );
    writeFileSync(
      path.join(consumer.dir, 'out', 'package.json'),
      JSON.stringify({ type: 'module' }),
    );
    const output = JSON.parse(run(process.execPath, ['out/consumer.js'], consumer.dir)) as {
      html: string;
      css: string;
      forms: string[];
    };
    expect(output.html).toContain('Ford Transit Custom');
    expect(output.html).toContain('$29');
    expect(output.html).toContain('href="/vehicles/3"');
    expect(output.html).toContain('aria-busy="true"');
    expect(output.css).toContain('#0b5fff');
    expect(output.forms).toEqual(['function', 'function']);
  });

  test("a component's class names do not depend on which of the package's modules ran first", () => {
    // A server renders a page after other pages' modules have run, a browser runs only the
    // page's: the HTML it hydrates must name the classes the browser's styles do.
    writeFileSync(
      path.join(consumer.dir, 'import-order.mjs'),
      `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
if (process.argv[2]) await import(process.argv[2]);
const { Button, RentacarThemeProvider } = await import('@rentacar/ui');
const html = renderToString(createElement(RentacarThemeProvider, null, createElement(Button, null, 'Go')));
console.log(/<button[^>]*class="([^"]*)"/.exec(html)[1]);
`,
    );
    const buttonClasses = [
      '',
      '@rentacar/ui/forms',
      '@rentacar/ui/home',
      '@rentacar/ui/vehicles',
    ].map((importedFirst) =>
      run(process.execPath, ['import-order.mjs', importedFirst], consumer.dir).trim(),
    );
    expect(buttonClasses[0]).toMatch(/^\S+ \S+$/);
    expect(new Set(buttonClasses)).toEqual(new Set([buttonClasses[0]]));
  });

  test("the documented DefaultTheme opt-in types a host's styled-components", () => {
    run(process.execPath, [tsc, '-p', 'tsconfig.opt-in.json'], consumer.dir);
    const typoConfig = writeTypeScriptEntry(
      'opt-in-typo',
      readFileSync(path.join(consumer.dir, 'opt-in.tsx'), 'utf8').replace('primary', 'primry'),
      false,
    );
    const typo = spawnSync(process.execPath, [tsc, '-p', typoConfig], {
      cwd: consumer.dir,
      encoding: 'utf8',
    });
    expect(typo.status).not.toBe(0);
    expect(typo.stdout).toContain("Property 'primry' does not exist");
  });

  test('a bundle importing only Button leaves out the libraries other components need', async () => {
    const button = await bundleConsumerEntry(consumer, 'button', sizeFixtures.button);
    expect(button.modules.some((id) => id.includes('/dist/shell/Button/Button.js'))).toBe(true);
    expect(button.modules.filter((id) => heavyDependencies.test(id))).toEqual([]);
    expect(button.modules.filter((id) => /\/dist\/(assets|home|forms|admin)\//.test(id))).toEqual(
      [],
    );
    // Nor any message catalog: its spinner's one text needs none.
    expect(button.modules.filter((id) => /\/dist\/locales\//.test(id))).toEqual([]);

    const everything = await bundleConsumerEntry(consumer, 'everything', sizeFixtures.everything);
    // The check above can fail: the whole package does reach those libraries.
    expect(everything.modules.filter((id) => heavyDependencies.test(id)).length).toBeGreaterThan(0);
  });

  test('dist/ holds only modules, their source maps and declarations', () => {
    expect(
      files.filter((file) => file.startsWith('dist/') && !/\.(js|js\.map|d\.ts)$/.test(file)),
    ).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceModules = path.resolve(packageDir, '../../node_modules');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};

/** What a consumer installs next to the package; taken from the workspace so no network is used. */
const consumerPackages = [
  ...Object.keys(manifest.peerDependencies),
  ...Object.keys(manifest.dependencies),
  '@types/react',
  '@types/react-dom',
  // A server-rendering consumer has Node's types; styled-components' SSR API refers to them.
  '@types/node',
];

const tsc = path.join(workspaceModules, 'typescript/bin/tsc');

/** Runs a command; a failure reports the command's own output. */
const run = (
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string => {
  try {
    return execFileSync(command, args, {
      cwd,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
};

let scratch: string;
let tarball: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rentacar-ui-consumer-'));
  // Vitest runs with NODE_ENV=test; the published build must be the production one.
  run('npm', ['run', 'build'], packageDir, { ...process.env, NODE_ENV: 'production' });
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', scratch], packageDir),
  ) as Array<{ filename: string }>;
  tarball = path.join(scratch, packed[0]!.filename);

  // Install = unpack the tarball into node_modules, exactly the files a registry install would get.
  const installedPackage = path.join(scratch, 'node_modules', manifest.name);
  mkdirSync(installedPackage, { recursive: true });
  run('tar', ['-xzf', tarball, '-C', installedPackage, '--strip-components=1'], scratch);
  for (const name of consumerPackages) {
    const link = path.join(scratch, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(workspaceModules, name), link, 'dir');
  }

  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch-consumer', private: true, type: 'module' }),
  );
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['consumer.tsx'],
    }),
  );
  writeFileSync(
    path.join(scratch, 'consumer.tsx'),
    `import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { RentacarThemeProvider, VehicleCard, Button, type VehicleSummary } from '@rentacar/ui';

const vehicle: VehicleSummary = { id: 3, model: 'Ford Transit Custom', pricePerHour: 29 };
const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    <RentacarThemeProvider>
      <VehicleCard vehicle={vehicle} />
      <Button busy>Update</Button>
    </RentacarThemeProvider>,
  ),
);
console.log(JSON.stringify({ html, css: sheet.getStyleTags() }));
`,
  );
}, 240_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packed @rentacar/ui', () => {
  test('ships only the built files and the manifest', () => {
    const files = run('tar', ['-tzf', tarball], scratch)
      .trim()
      .split('\n')
      .map((file) => file.replace(/^package\//, ''));
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('package.json');
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
    expect(files.filter((file) => file.includes('.stories.'))).toEqual([]);
  });

  test('type-checks and renders on the server in a consumer project', () => {
    // tsc fails on any type error in the published declarations (skipLibCheck is off).
    run(
      process.execPath,
      [tsc, '-p', 'tsconfig.json', '--noEmit', 'false', '--outDir', 'out'],
      scratch,
    );
    writeFileSync(path.join(scratch, 'out', 'package.json'), JSON.stringify({ type: 'module' }));
    const output = JSON.parse(run(process.execPath, ['out/consumer.js'], scratch)) as {
      html: string;
      css: string;
    };
    expect(output.html).toContain('Ford Transit Custom');
    expect(output.html).toContain('$29');
    expect(output.html).toContain('href="/vehicles/3"');
    expect(output.html).toContain('aria-busy="true"');
    expect(output.css).toContain('<style');
  });
});

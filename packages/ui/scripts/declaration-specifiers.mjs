// Gives every relative import of the emitted declarations (dist/**/*.d.ts) the file it names:
// `./Button` -> `./Button.js`, `./forms` -> `./forms/index.js`. TypeScript's node16/nodenext
// resolution, which a Node ESM consumer uses, finds no extensionless or folder specifier, so
// without this every type of the package is `any` there. tsc cannot add them itself: it keeps
// specifiers as written (`rewriteRelativeImportExtensions` only rewrites `.ts` ones, and the
// sources import without extensions, as the bundler-resolved app and Storybook do).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const distDir = path.resolve(import.meta.dirname, '../dist');
// `from './x'`, `import('./x')` and `import './x'`: the specifier in group 2.
const RELATIVE_SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

function withExtension(declarationFile, specifier) {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(declarationFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(distDir, declarationFile)}: nothing declares '${specifier}'`);
}

const declarationFiles = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.d.ts'))
  .map((file) => path.join(distDir, file));

for (const file of declarationFiles) {
  const source = readFileSync(file, 'utf8');
  const rewritten = source.replace(
    RELATIVE_SPECIFIER,
    (_match, keyword, quote, specifier) =>
      `${keyword}${quote}${withExtension(file, specifier)}${quote}`,
  );
  if (rewritten !== source) writeFileSync(file, rewritten);
}
console.log(`Relative imports given their files in ${declarationFiles.length} declaration files.`);

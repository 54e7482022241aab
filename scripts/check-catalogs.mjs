// Fails when a message catalog of lingui.config.ts is stale: a message of the code that
// `npm run i18n:extract` has not written into its catalogs, or a compiled `{locale}.ts` that no
// longer matches its `.po` (`npm run i18n:compile`). A message left without its translation is
// packages/ui/test/catalogs.test.ts's to find, with the catalogs' other content checks. The e-mails' and the spreadsheets' compiled catalogs are
// committed: the server runs its source with tsx and bundles it with esbuild, the type check reads
// them, and none of these compiles catalogs on the way. A catalog with no compiled file committed
// is compiled by its build and only checked for extraction.
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { lengthenCompiledCatalog } from './lengthen-pseudo-locale.mjs';

const config = getConfig({ cwd: process.cwd() });
const problems = [];
const relative = (file) => path.relative(process.cwd(), file);

for (const catalog of await getCatalogs(config)) {
  const name = relative(catalog.path.replace('{locale}', '*'));
  const [inCode, inCatalog] = await Promise.all([
    catalog.collect(),
    catalog.read(config.sourceLocale),
  ]);
  const unextracted = Object.keys(inCode ?? {}).filter((id) => !(id in (inCatalog ?? {})));
  if (unextracted.length > 0) {
    problems.push(`${name}: not extracted: ${unextracted.join(', ')} (npm run i18n:extract)`);
  }
  const compiledFile = (locale) => `${catalog.path.replace('{locale}', locale)}.ts`;
  const committedCompiled = await Promise.all(
    config.locales.map((locale) =>
      access(compiledFile(locale)).then(
        () => true,
        () => false,
      ),
    ),
  );
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    });
    if (!committedCompiled.includes(true)) continue;
    const { source } = createCompiledCatalog(locale, messages, {
      strict: false,
      namespace: 'ts',
      pseudoLocale: config.pseudoLocale,
      compilerBabelOptions: config.compilerBabelOptions,
    });
    // The pseudo-locale's compiled catalog is lengthened after compiling (npm run i18n:compile).
    const expected = locale === config.pseudoLocale ? lengthenCompiledCatalog(source) : source;
    const committed = await readFile(compiledFile(locale), 'utf8').catch(() => '');
    if (committed !== expected) {
      problems.push(`${relative(compiledFile(locale))} is stale (npm run i18n:compile)`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('The message catalogs are complete and compiled.');

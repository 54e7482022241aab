// Makes the compiled pseudo-locale catalogs about 40% longer than English (Lingui's pseudo-locale
// only accents the letters): German or Spanish run that much longer, and a story shown in the
// pseudo-locale then finds the labels that would be cut off or overflow their box. Runs after
// `lingui compile` (`npm run i18n:compile`), over every catalog of lingui.config.ts; a check of the
// compiled catalogs' freshness applies `lengthenCompiledCatalog` to the pseudo-locale's.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';

const GROWTH = 0.4;
// Accented filler words, so the padding wraps like words do and reads as pseudo-text.
const FILLER = ['ĺōŕēḿ', 'ĩƥśũḿ', 'ďōĺōŕ', 'śĩţ', 'àḿēţ', 'ćōńśēćţēţũŕ'];

const visibleLength = (tokens) =>
  tokens.reduce((length, token) => length + (typeof token === 'string' ? token.length : 4), 0);

/** Words of filler adding up to about `count` characters (at least one word for short texts). */
const padding = (count) => {
  const words = [];
  let length = 0;
  for (let index = 0; length < count; index += 1) {
    const word = FILLER[index % FILLER.length];
    words.push(word);
    length += word.length + 1;
  }
  return ` ${words.join(' ')}`;
};

/** A compiled message (strings and placeholders), its plural and select forms lengthened too. */
const lengthen = (message) => {
  if (typeof message === 'string') return message + padding(Math.ceil(message.length * GROWTH));
  const tokens = message.map((token) =>
    Array.isArray(token) && token[2] && typeof token[2] === 'object'
      ? [
          token[0],
          token[1],
          Object.fromEntries(
            Object.entries(token[2]).map(([form, forms]) => [form, lengthen(forms)]),
          ),
        ]
      : token,
  );
  return [...tokens, padding(Math.ceil(visibleLength(message) * GROWTH))];
};

const compiledCatalog = /^(.*JSON\.parse\()("(?:[^"\\]|\\.)*")(\).*)$/s;

/** A catalog as `lingui compile --typescript` writes it, every message about 40% longer. */
export function lengthenCompiledCatalog(source) {
  const [, head, literal, tail] = compiledCatalog.exec(source) ?? [];
  if (!literal) throw new Error('not a catalog compiled by lingui compile --typescript');
  const messages = JSON.parse(JSON.parse(literal));
  const lengthened = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, lengthen(message)]),
  );
  return `${head}${JSON.stringify(JSON.stringify(lengthened))}${tail}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const linguiConfig = getConfig({ configPath: path.resolve('lingui.config.ts') });
  for (const { path: catalogPath } of linguiConfig.catalogs ?? []) {
    const file = `${catalogPath.replace('{locale}', linguiConfig.pseudoLocale)}.ts`;
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    await writeFile(file, lengthenCompiledCatalog(source));
    console.log(`Lengthened ${path.relative(process.cwd(), file)}`);
  }
}

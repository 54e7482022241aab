import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { readCsf } from 'storybook/internal/csf-tools';
import { expect, test } from 'vitest';
import { packageDir } from '../bench/packedConsumer.ts';

const repoRoot = path.resolve(packageDir, '../..');
const guidesDir = path.join(packageDir, 'docs');
// The story files of the one Storybook (.storybook/main.ts), whose pages the guides link to.
const storyDirs = ['packages/ui/src', 'packages/emails/src', 'app/src'];

const filesIn = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file));

/** Every page id of the Storybook: each component's docs page and stories, and each guide. */
async function pageIds() {
  const ids = new Set<string>();
  for (const guide of filesIn(guidesDir, '.mdx')) {
    const title = /<Meta title="([^"]+)"/.exec(readFileSync(guide, 'utf8'))?.[1];
    if (title) ids.add(toId(title, 'docs'));
  }
  const storyFiles = storyDirs.flatMap((dir) => filesIn(path.join(repoRoot, dir), '.stories.tsx'));
  for (const file of storyFiles) {
    const csf = (await readCsf(file, { makeTitle: (title) => title! })).parse();
    for (const { title, exportName } of csf.indexInputs) {
      if (!title) throw new Error(`${file} names no title`);
      ids.add(toId(title, 'docs'));
      ids.add(toId(title, storyNameFromExport(exportName)));
    }
  }
  return ids;
}

// A guide names another page by its title and links to it (`[title](?path=/docs/<id>)`), and
// every such link leads to a page of this Storybook.
test('every page a guide links to exists', async () => {
  const ids = await pageIds();
  const links = filesIn(guidesDir, '.mdx').flatMap((guide) =>
    [...readFileSync(guide, 'utf8').matchAll(/\]\(\?path=\/(?:docs|story)\/([\w-]+)\)/g)].map(
      ([, id]) => ({ guide: path.basename(guide), id: id! }),
    ),
  );
  // The guides do link (a broken pattern would find none and pass).
  expect(links.length).toBeGreaterThan(5);
  expect(links.filter(({ id }) => !ids.has(id))).toEqual([]);
}, 60_000);

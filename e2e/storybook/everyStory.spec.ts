import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { storiesInFullUi } from './interactionsPanel';
import { failureOf, openStory, recordStoryResults, type StoryFinished } from './storyResult';

/**
 * Every story of the static build, each way a reviewer opens it, split between the two widths
 * (DEVELOPERS.md, "The static Storybook"): every story inside the full Storybook UI at desktop
 * width (after other stories, as the sidebar switches them; the Interactions panel must say Pass),
 * and every story as a shared `iframe.html?id=` link at phone width (a new document each: a cold
 * start); each way also runs a few stories at the other width, to show it works there too.
 * A story passes when it renders, its play function and the a11y check pass.
 */
interface IndexEntry {
  id: string;
  title: string;
  type: 'story' | 'docs';
}

const buildDir = resolve(
  import.meta.dirname,
  '../..',
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);
const stories = Object.values(
  (
    JSON.parse(readFileSync(resolve(buildDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story');
const storyIds = stories.map((story) => story.id);
/** The other width's sample: the first story of each sidebar section. */
const sample = [...new Set(stories.map((story) => story.title.split('/')[0]))].map(
  (section) => stories.find((story) => story.title.startsWith(`${section}/`))!.id,
);

/**
 * Groups small enough for the two workers to share the stories out evenly, each a run of
 * neighbours in the sidebar's order, as a reviewer clicks through them: the full UI's sidebar
 * then opens a few components, not every one, and redrawing it on each story (the manager's
 * largest cost) stays cheap.
 */
const GROUPS = 8;
const groupsOf = (ids: string[]) => {
  const size = Math.ceil(ids.length / GROUPS);
  return Array.from({ length: GROUPS }, (_, group) => ids.slice(group * size, (group + 1) * size));
};

const failuresOf = (results: StoryFinished[]) =>
  results
    .filter((result) => result.status !== 'success' || result.reasons.length > 0)
    .map(failureOf);

async function asSharedLinks(page: Page, ids: string[]) {
  await recordStoryResults(page);
  const results: StoryFinished[] = [];
  for (const storyId of ids) results.push(await openStory(page, storyId));
  return results;
}

async function inFullUi(page: Page, ids: string[]) {
  await recordStoryResults(page);
  return storiesInFullUi(page, ids);
}

test.describe.configure({ mode: 'parallel' });
// A trace of a whole group (dozens of stories) costs more than the check; a failure names its story and why.
test.use({ trace: 'off' });

groupsOf(storyIds).forEach((group, number) => {
  test(
    `full UI, group ${number + 1}: every story passes`,
    { tag: '@desktop' },
    async ({ page }) => {
      test.setTimeout(60_000 + group.length * 15_000);
      expect(failuresOf(await inFullUi(page, group)), 'stories that failed').toEqual([]);
    },
  );
  test(
    `shared links, group ${number + 1}: every story passes`,
    { tag: '@phone' },
    async ({ page }) => {
      test.setTimeout(group.length * 15_000);
      expect(failuresOf(await asSharedLinks(page, group)), 'stories that failed').toEqual([]);
    },
  );
});

test(`shared links: a story of each section passes`, { tag: '@desktop' }, async ({ page }) => {
  expect(failuresOf(await asSharedLinks(page, sample)), 'stories that failed').toEqual([]);
});

test(`full UI: a story of each section passes`, { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(60_000 + sample.length * 15_000);
  expect(failuresOf(await inFullUi(page, sample)), 'stories that failed').toEqual([]);
});

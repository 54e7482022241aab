import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { storiesInFullUi } from './interactionsPanel';
import {
  failureOf,
  openStory,
  recordStoryResults,
  remountStory,
  SCREENS,
  showAt,
  type StoryFinished,
} from './storyResult';

/**
 * Every story of the static build, each way a reviewer opens it, at desktop and at phone width
 * (DEVELOPERS.md, "The static Storybook"): inside the full Storybook UI (after other stories, as
 * the sidebar switches them; the Interactions panel must say Pass) and as a shared
 * `iframe.html?id=` link (a new document: a cold start). Each way opens a story at one width and
 * remounts it at the other. A story passes when it renders, its play function and the a11y check
 * pass.
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

/**
 * Each story as a shared link opened on a phone, then remounted at desktop width. A story that
 * asks for a viewport of its own (`globals`), which a link does not apply, is remounted at it
 * instead, as it is shared to be seen.
 */
async function asSharedLinks(page: Page, ids: string[]) {
  await recordStoryResults(page);
  const results: StoryFinished[] = [];
  for (const storyId of ids) {
    await showAt(page, SCREENS.phone);
    const cold = await openStory(page, storyId);
    if (cold.viewport) {
      await showAt(page, { ...cold.viewport, mobile: true });
      results.push({
        ...(await remountStory(page, storyId)),
        shownAs: `shared link, its ${cold.viewport.width} px`,
      });
      continue;
    }
    results.push({ ...cold, shownAs: 'shared link, phone' });
    await showAt(page, SCREENS.desktop);
    results.push({ ...(await remountStory(page, storyId)), shownAs: 'shared link, desktop' });
  }
  return results;
}

async function inFullUi(page: Page, ids: string[]) {
  await recordStoryResults(page);
  return storiesInFullUi(page, ids);
}

test.describe.configure({ mode: 'parallel' });
// A trace of a whole group (dozens of stories) costs more than the check; a failure names its story and why.
test.use({ trace: 'off' });

// Per story: a cold load and a remount (links), a switch and a remount (full UI), under load.
const timeoutFor = (group: string[]) => 60_000 + group.length * 20_000;

groupsOf(storyIds).forEach((group, number) => {
  test(`full UI, group ${number + 1}: every story passes at both widths`, async ({ page }) => {
    test.setTimeout(timeoutFor(group));
    expect(failuresOf(await inFullUi(page, group)), 'stories that failed').toEqual([]);
  });
  test(`shared links, group ${number + 1}: every story passes at both widths`, async ({ page }) => {
    test.setTimeout(timeoutFor(group));
    expect(failuresOf(await asSharedLinks(page, group)), 'stories that failed').toEqual([]);
  });
});

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
 * Every story of the static build once per width and way a reviewer opens it (DEVELOPERS.md, "The
 * static Storybook"): as a shared `iframe.html?id=` link (a new document: a cold start) at phone
 * width, remounted at desktop width; and inside the full Storybook UI at desktop width (after
 * other stories, as the sidebar switches them; the Interactions panel must say Pass). A story
 * passes when it renders, its play function and the a11y check pass.
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
 * largest cost) stays cheap. A link runs a story twice (cold at phone width, remounted at
 * desktop), the full UI once after loading its manager: a full-UI group holds twice the stories
 * of a link group, so the groups cost about the same and the last one to start ends soon after
 * the others.
 */
const FULL_UI_GROUPS = 6;
const LINK_GROUPS = 2 * FULL_UI_GROUPS;
const groupsOf = (ids: string[], count: number) => {
  const size = Math.ceil(ids.length / count);
  return Array.from({ length: count }, (_, group) => ids.slice(group * size, (group + 1) * size));
};

const failuresOf = (results: StoryFinished[]) =>
  results
    .filter((result) => result.status !== 'success' || result.reasons.length > 0)
    .map(failureOf);

/**
 * Each story as a shared link opened on a phone, then remounted at desktop width. A story that
 * asks for a viewport of its own (`globals`), which a link does not apply, is seen at it instead,
 * as it is shared to be seen: on the phone it was opened on when that is its width (the
 * `<State>OnPhone` stories), else remounted at it.
 */
async function asSharedLinks(page: Page, ids: string[]) {
  await recordStoryResults(page);
  const results: StoryFinished[] = [];
  for (const storyId of ids) {
    await showAt(page, SCREENS.phone);
    const cold = await openStory(page, storyId);
    if (cold.viewport?.width === SCREENS.phone.width) {
      results.push({ ...cold, shownAs: `shared link, its ${cold.viewport.width} px` });
      continue;
    }
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

// Per story: a cold load and a remount (links) or a switch (full UI), under load.
const timeoutFor = (group: string[]) => 60_000 + group.length * 20_000;

groupsOf(storyIds, FULL_UI_GROUPS).forEach((group, number) => {
  test(`full UI, group ${number + 1}: every story passes at desktop width`, async ({ page }) => {
    test.setTimeout(timeoutFor(group));
    expect(failuresOf(await inFullUi(page, group)), 'stories that failed').toEqual([]);
  });
});
groupsOf(storyIds, LINK_GROUPS).forEach((group, number) => {
  test(`shared links, group ${number + 1}: every story passes at both widths`, async ({ page }) => {
    test.setTimeout(timeoutFor(group));
    expect(failuresOf(await asSharedLinks(page, group)), 'stories that failed').toEqual([]);
  });
});

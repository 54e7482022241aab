import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { openStory, recordStoryResults } from './storyResult';

/**
 * Every story of the static build, at the width of the project running it (desktop and phone):
 * as a shared `iframe.html?id=` link, it renders and its play function and a11y checks pass; and
 * inside the full Storybook UI, as a reviewer opens it from the sidebar, the Interactions panel
 * says Pass. The full UI stays open on one page and switches stories by its URL, as the sidebar
 * does, so the manager loads once per group of stories.
 * Run by `npm run test:storybook-every-story`, not yet by `npm test`: a full load per shared link is too slow for its
 * budget (see DEVELOPERS.md, "The static Storybook").
 */
interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const buildDir = resolve(
  import.meta.dirname,
  '../..',
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);
const entries = Object.values(
  (
    JSON.parse(readFileSync(resolve(buildDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);
const stories = entries.filter((entry) => entry.type === 'story').map((entry) => entry.id);
const playStories = entries
  .filter((entry) => entry.type === 'story' && entry.tags?.includes('play-fn'))
  .map((entry) => entry.id);

/** Groups small enough for the workers to share the stories out evenly. */
const GROUPS = 8;
const groupsOf = (ids: string[]) =>
  Array.from({ length: GROUPS }, (_, group) => ids.filter((_, index) => index % GROUPS === group));

test.describe.configure({ mode: 'parallel' });

groupsOf(stories).forEach((group, number) => {
  test(`shared links, group ${number + 1}: every story passes`, async ({ page }) => {
    test.setTimeout(group.length * 15_000);
    await recordStoryResults(page);
    const failed: string[] = [];
    for (const storyId of group) {
      const { status } = await openStory(page, storyId);
      if (status !== 'success') failed.push(storyId);
    }
    expect(failed).toEqual([]);
  });
});

groupsOf(playStories).forEach((group, number) => {
  test(`full UI, group ${number + 1}: the Interactions panel says Pass`, async ({ page }) => {
    test.setTimeout(group.length * 15_000);
    await recordStoryResults(page);
    await page.goto(`/index.html?path=/story/${group[0]}&addonPanel=storybook/interactions/panel`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    const badge = page.locator('#storybook-panel-root').getByLabel(/^Story status: /);
    const failed: string[] = [];
    for (const storyId of group) {
      // The sidebar's way: a new URL in the same manager, which tells the preview over its channel.
      if (storyId !== group[0])
        await page.evaluate((id) => {
          window.history.pushState(
            {},
            '',
            `?path=/story/${id}&addonPanel=storybook/interactions/panel`,
          );
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, storyId);
      await preview.locator('body').evaluate(
        (_, id) =>
          new Promise<void>((done) => {
            const check = () =>
              window.storiesFinished?.some((event) => event.storyId === id)
                ? done()
                : setTimeout(check, 50);
            check();
          }),
        storyId,
      );
      await expect(badge).toHaveAttribute('aria-label', /Story status: (Pass|Fail)$/);
      if ((await badge.getAttribute('aria-label')) !== 'Story status: Pass') failed.push(storyId);
    }
    expect(failed).toEqual([]);
  });
});

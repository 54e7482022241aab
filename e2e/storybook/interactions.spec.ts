import { expect, test } from '@playwright/test';
import { interactionsVerdict } from './interactionsPanel';

/**
 * The Interactions panel's verdict on the stories named in STORY_IDS (comma-separated ids), each
 * opened inside the full Storybook UI of the static build, one fresh manager each: a diagnostic
 * to reproduce or check a fix for a story that fails there (see DEVELOPERS.md, "The static
 * Storybook").
 */
const storyIds = (process.env.STORY_IDS ?? '').split(',').filter(Boolean);

for (const storyId of storyIds) {
  test(`${storyId} passes in the Interactions panel`, async ({ page }) => {
    const { verdict, text } = await interactionsVerdict(page, storyId);
    expect(verdict, text).toBe('Pass');
  });
}

import { expect, type Page } from '@playwright/test';
import { storyFinished, type StoryFinished } from './storyResult';

const storyPath = (storyId: string) =>
  `?path=/story/${storyId}&addonPanel=storybook/interactions/panel`;

/**
 * Opens a story inside the full Storybook UI (`index.html?path=/story/<id>`), as a reviewer opens
 * it from the sidebar, with the Interactions panel showing, and answers the panel's verdict once
 * the play function is over: 'Pass' or 'Fail' (with the panel's text, to read why).
 */
export async function interactionsVerdict(page: Page, storyId: string) {
  await page.goto(`/index.html${storyPath(storyId)}`);
  const panel = page.locator('#storybook-panel-root');
  // The status badge says 'Runs' while the play function runs.
  const verdict = panel.getByLabel(/^Story status: (Pass|Fail)$/);
  await expect(verdict).toBeVisible({ timeout: 30_000 });
  const label = (await verdict.getAttribute('aria-label')) ?? '';
  return { verdict: label.replace('Story status: ', ''), text: await panel.innerText() };
}

/**
 * Shows each story in turn in one full Storybook UI, the sidebar's way (a new URL in the same
 * manager, which tells the preview over its channel; no page load), and answers how each
 * finished. A story whose play function ran also needs the Interactions panel to say Pass. Record
 * the story results (`recordStoryResults`) before calling: the manager hears the preview's events.
 */
export async function storiesInFullUi(page: Page, storyIds: string[]) {
  const results: StoryFinished[] = [];
  await page.goto(`/index.html${storyPath(storyIds[0]!)}`);
  await storyFinished(page, storyIds[0]!);
  // At phone width the panel is a drawer, closed, so it missed the first story: open it and run
  // that story again.
  const openPanel = page.getByRole('button', { name: 'Open addon panel' });
  if (await openPanel.isVisible()) {
    await openPanel.click();
    // What the toolbar's Reload story button sends (the drawer covers the toolbar).
    await page.evaluate((storyId) => {
      window.storiesFinished = [];
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('forceRemount', { storyId });
    }, storyIds[0]!);
  }
  for (const storyId of storyIds) {
    if (storyId !== storyIds[0])
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, storyPath(storyId));
    const result = await storyFinished(page, storyId);
    const verdict = result.played ? await panelVerdict(page) : 'Pass';
    results.push(
      verdict === 'Pass'
        ? result
        : {
            ...result,
            status: 'error',
            reasons: [...result.reasons, `Interactions panel: ${verdict}`],
          },
    );
  }
  return results;
}

/** The panel's verdict on the story that just finished, once the manager has drawn it. */
async function panelVerdict(page: Page) {
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
  // The status badge says 'Runs' while the play function runs.
  const badge = page.locator('#storybook-panel-root').getByLabel(/^Story status: (Pass|Fail)$/);
  const label = await badge.getAttribute('aria-label', { timeout: 15_000 }).catch(() => null);
  return label?.replace('Story status: ', '') ?? 'no verdict shown';
}

import { expect, type Page } from '@playwright/test';
import { SCREENS, showAt, storyFinished, type StoryFinished } from './storyResult';

const storyPath = (storyId: string) =>
  `?path=/story/${storyId}&addonPanel=storybook/interactions/panel`;
/**
 * The same, with the a11y check left to a click in its panel (`a11y.manual`): the every-story
 * check runs it on each story as a shared link at both widths, and in the full UI it would check
 * the same DOM again at a noticeable share of each run (docs/storybook-incidents.md).
 */
const storyPathWithoutA11y = (storyId: string) => `${storyPath(storyId)}&globals=a11y.manual:!true`;

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
 * manager, which tells the preview over its channel; no page load), at desktop width, where a
 * story whose play function ran also needs the Interactions panel to say Pass. A story that asks
 * for a viewport of its own is shown at it. Not at phone width: the panel is a drawer there that
 * cannot be read while a story plays, so the preview's own report would decide, the same report
 * the shared link at phone width reads (DEVELOPERS.md, "The static Storybook"). Answers how each
 * finished. Record the story results (`recordStoryResults`) before calling: the manager hears the
 * preview's events.
 */
export async function storiesInFullUi(page: Page, storyIds: string[]) {
  const results: StoryFinished[] = [];
  await showAt(page, SCREENS.desktop);
  await page.goto(`/index.html${storyPathWithoutA11y(storyIds[0]!)}`);
  for (const storyId of storyIds) {
    if (storyId !== storyIds[0])
      await page.evaluate((path) => {
        window.storiesFinished = [];
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, storyPathWithoutA11y(storyId));
    const result = await storyFinished(page, storyId);
    const verdict = result.played ? await panelVerdict(page) : 'Pass';
    results.push({
      ...result,
      shownAs: result.viewport ? `full UI, its ${result.viewport.width} px` : 'full UI, desktop',
      ...(verdict === 'Pass'
        ? {}
        : { status: 'error', reasons: [...result.reasons, `Interactions panel: ${verdict}`] }),
    });
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

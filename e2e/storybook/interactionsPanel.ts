import { expect, type Page } from '@playwright/test';

/**
 * Opens a story inside the full Storybook UI (`index.html?path=/story/<id>`), as a reviewer opens
 * it from the sidebar, with the Interactions panel showing, and answers the panel's verdict once
 * the play function is over: 'Pass' or 'Fail' (with the panel's text, to read why).
 */
export async function interactionsVerdict(page: Page, storyId: string) {
  await page.goto(`/index.html?path=/story/${storyId}&addonPanel=storybook/interactions/panel`);
  const panel = page.locator('#storybook-panel-root');
  // The panel's status badge ('Story status: Runs' while the play function runs).
  const verdict = panel.getByLabel(/^Story status: (Pass|Fail)$/);
  await expect(verdict).toBeVisible({ timeout: 30_000 });
  const label = (await verdict.getAttribute('aria-label')) ?? '';
  return { verdict: label.replace('Story status: ', ''), text: await panel.innerText() };
}

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ServerApi } from './api.js';
import { serverUrlVariable } from './server-protocol.js';

/** The widths every visited page is checked at: a small phone and a laptop. */
export const CHECKED_WIDTHS = [375, 1280] as const;
const SERIOUS_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now, at each checked width, and fails on any serious or critical
 * violation (listing the rule, its help text and the offending elements). The viewport is restored.
 */
export async function expectAccessible(page: Page) {
  const original = page.viewportSize();
  try {
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: original?.height ?? 800 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((violation) => SERIOUS_IMPACTS.has(violation.impact ?? ''))
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
              .map((node) => node.target.join(' '))
              .join('\n  ')}`,
        );
      expect(serious, `axe at ${width} px on ${page.url()}`).toEqual([]);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

interface Fixtures {
  /** The project's server, called directly to check what it holds. */
  server: ServerApi;
}

export const test = base.extend<Fixtures>({
  // Playwright reads the fixtures a function needs from its first parameter: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    const url = process.env[serverUrlVariable(testInfo.project.name)];
    if (url === undefined) throw new Error(`no server for project ${testInfo.project.name}`);
    await provide(url);
  },
  server: async ({ baseURL }, provide) => {
    await provide(new ServerApi(`${baseURL}/api`));
  },
});

export { expect };

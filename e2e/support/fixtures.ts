import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ServerApi } from './api.js';
import { ONE_DATABASE } from './databases.js';
import { serverUrlVariable } from './server-protocol.js';

/** The widths every visited page is checked at: a small phone and a laptop. */
export const CHECKED_WIDTHS = [375, 1280] as const;
const SERIOUS_IMPACTS = new Set(['serious', 'critical']);

/** react-toastify's toast element (axe needs a CSS selector to look at one part of the page). */
const TOAST_SELECTOR = '.Toastify__toast';

/** Marks elements scrolled out of sight inside a scrolling container (see `seriousViolations`). */
const CLIPPED_ATTRIBUTE = 'data-e2e-scrolled-out';

/**
 * Serious and critical axe violations of the page (or of `include` only), one line per rule.
 * Items scrolled out of view inside a scrolling container (the model bar of the home page) are
 * left out: axe measures their contrast against whatever lies where they would be drawn, though
 * nobody can see them there (dequelabs/axe-core#2806); scrolled into view, they are checked.
 */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate((attribute) => {
    for (const container of document.querySelectorAll('body *')) {
      const { overflowX, overflowY } = getComputedStyle(container);
      if (
        ![overflowX, overflowY].some((overflow) => overflow === 'auto' || overflow === 'scroll')
      ) {
        continue;
      }
      const visible = container.getBoundingClientRect();
      for (const item of container.children) {
        const box = item.getBoundingClientRect();
        const outOfSight =
          box.right <= visible.left ||
          box.left >= visible.right ||
          box.bottom <= visible.top ||
          box.top >= visible.bottom;
        if (outOfSight) item.setAttribute(attribute, '');
      }
    }
  }, CLIPPED_ATTRIBUTE);
  const builder = new AxeBuilder({ page }).exclude(`[${CLIPPED_ATTRIBUTE}]`);
  if (include !== undefined) builder.include(include);
  const { violations } = await builder.analyze();
  await page.evaluate((attribute) => {
    for (const item of document.querySelectorAll(`[${attribute}]`)) item.removeAttribute(attribute);
  }, CLIPPED_ATTRIBUTE);
  return violations
    .filter((violation) => SERIOUS_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n  ')}`,
    );
}

/**
 * Waits for the finite animations and CSS transitions of `target` (and, with `subtree`, of what
 * it holds) to end: a resize or a click starts transitions whose in-between colours no reader
 * sees, but axe would measure them. Endless ones (a spinner, a carousel's autoplay) are not waited
 * for.
 */
async function animationsEnded(target: Locator, subtree: boolean) {
  await target.evaluate(
    (element, withSubtree) =>
      Promise.all(
        element
          .getAnimations({ subtree: withSubtree })
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          // A transition cut short by the next style change has ended too.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    subtree,
  );
}

/** Whether this run checks accessibility: on `ONE_DATABASE` only, where the same pages show. */
const checksAccessibility = () => test.info().project.name === ONE_DATABASE;

/**
 * Runs axe on the page at each checked width and fails on any serious or critical violation
 * (listing the rule, its help text and the offending elements); the viewport is restored. On
 * another database than `ONE_DATABASE` it does nothing. Toasts
 * are left to close first: one fading out has a contrast no reader ever sees (`expectToast` checks
 * them while they show).
 */
export async function expectAccessible(page: Page) {
  if (!checksAccessibility()) return;
  await expect(page.locator(TOAST_SELECTOR)).toHaveCount(0);
  const original = page.viewportSize();
  try {
    for (const width of CHECKED_WIDTHS) {
      await page.setViewportSize({ width, height: original?.height ?? 800 });
      await animationsEnded(page.locator(':root'), true);
      expect(await seriousViolations(page), `axe at ${width} px on ${page.url()}`).toEqual([]);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}

/**
 * Asserts that a toast with `text` shows, and that it passes axe once its entrance animation has
 * ended (toasts close themselves after 3 s, so this runs right away, at the current width only).
 */
export async function expectToast(page: Page, text: string) {
  const shown = page.getByRole('alert').filter({ hasText: text });
  await expect(shown).toBeVisible();
  if (!checksAccessibility()) return;
  // Only the toast's own entrance: its progress bar runs until it closes.
  await animationsEnded(shown, false);
  expect(await seriousViolations(page, TOAST_SELECTOR), `axe on the toast '${text}'`).toEqual([]);
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

import type { Page } from '@playwright/test';

/** What the preview reports when a story's render, play function and checks are over. */
export interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: { on(event: string, listener: (event: never) => void): void };
    storiesFinished?: StoryFinished[];
  }
}

/**
 * Records in the page every `storyFinished` event of the preview's channel (the event the
 * Interactions panel and the test runner read), from before the preview creates its channel.
 */
export async function recordStoryResults(page: Page) {
  await page.addInitScript(() => {
    window.storiesFinished = [];
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => undefined,
      set(channel: NonNullable<Window['__STORYBOOK_ADDONS_CHANNEL__']>) {
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          writable: true,
          value: channel,
        });
        channel.on('storyFinished', (event: StoryFinished) => window.storiesFinished!.push(event));
      },
    });
  });
}

/** Opens one story alone, as a shared `iframe.html` link, and answers how it finished. */
export async function openStory(page: Page, storyId: string): Promise<StoryFinished> {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story`);
  const finished = await page.waitForFunction(
    (id) => window.storiesFinished?.find((event) => event.storyId === id),
    storyId,
    { timeout: 30_000 },
  );
  return (await finished.jsonValue()) as StoryFinished;
}

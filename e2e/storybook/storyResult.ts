import type { CDPSession, Frame, Page } from '@playwright/test';

/** What the preview reports when a story's render, play function and checks are over. */
export interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  /** Whether it has a play function that ran (the index's `play-fn` tag misses spread stories). */
  played: boolean;
  /** Why it failed, one line each (the play function's error, the axe rules violated, ...). */
  reasons: string[];
  /** The viewport the story's globals ask for (`globals: ON_PHONE`), which only the full UI applies. */
  viewport?: { width: number; height: number };
  /** How it was shown, for the report: 'shared link, phone', 'full UI, desktop', ... */
  shownAs?: string;
}

/** A size the page is shown at; `mobile`: as on a phone (its viewport rules, touch). */
export interface Screen {
  width: number;
  height: number;
  mobile: boolean;
}

/** The two widths every story is checked at: a reviewer's desktop and the spec's smallest, a phone. */
export const SCREENS = {
  desktop: { width: 1280, height: 800, mobile: false },
  phone: { width: 375, height: 812, mobile: true },
} satisfies Record<string, Screen>;

/** One DevTools session per page: Chromium drops a session's emulation when it detaches. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Shows the page at `screen` without loading it again, as Playwright's `viewport`, `isMobile` and
 * `hasTouch` do for a new page (Chromium's device emulation): the story on it can then be
 * remounted at the other width instead of opened again.
 */
export async function showAt(page: Page, { width, height, mobile }: Screen) {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  const session = await sessions.get(page)!;
  await session.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    deviceScaleFactor: 1,
    mobile,
  });
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: mobile, maxTouchPoints: 1 });
}

/**
 * Renders the story shown in `page` again from the start (loaders, render, play function, checks),
 * as the toolbar's Remount button does, and answers how it finished.
 */
export async function remountStory(page: Page, storyId: string) {
  await page.evaluate((id) => {
    window.storiesFinished = [];
    window.__STORYBOOK_ADDONS_CHANNEL__?.emit('forceRemount', { storyId: id });
  }, storyId);
  return storyFinished(page, storyId);
}

/** The parts of the preview's channel events read here. */
interface StoryEvent {
  storyId: string;
  newPhase?: string;
  id?: string;
  parameters?: { viewport?: { options?: Record<string, { styles?: Record<string, string> }> } };
  storyGlobals?: { viewport?: { value?: string } };
  status?: StoryFinished['status'];
  reporters?: { type: string; status?: string; result?: { violations?: { id: string }[] } }[];
}
interface ErrorEvent {
  message?: string;
  title?: string;
  description?: string;
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (event: never) => void): void;
      emit(event: string, payload: unknown): void;
    };
    storiesFinished?: StoryFinished[];
  }
}

/**
 * Records in the page and in its frames every `storyFinished` event of the preview's channel (the
 * event the Interactions panel and the test runner read), from before the preview creates its
 * channel, with the errors reported while that story rendered and played.
 */
export async function recordStoryResults(page: Page) {
  await page.addInitScript(() => {
    window.storiesFinished = [];
    const errors = new Map<string, string[]>();
    const played = new Set<string>();
    const viewports = new Map<string, { width: number; height: number }>();
    let prepared: StoryEvent = { storyId: '' };
    // The error events name no story: they belong to the one rendering (stories render one at a time).
    let rendering = '';
    // An error's gist on one line: matchers put expected and received on the lines after the first.
    const gist = (text = '') =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ')
        .slice(0, 300);
    const note = (reason: string) =>
      errors.set(rendering, [...(errors.get(rendering) ?? []), reason]);
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => undefined,
      set(channel: NonNullable<Window['__STORYBOOK_ADDONS_CHANNEL__']>) {
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          writable: true,
          value: channel,
        });
        channel.on('storyRenderPhaseChanged', ({ storyId, newPhase }: StoryEvent) => {
          if (storyId !== rendering) errors.delete(storyId);
          rendering = storyId;
          if (newPhase === 'playing') played.add(storyId);
        });
        // A story's parameters (the viewports by name) come just before its globals.
        channel.on('storyPrepared', (story: StoryEvent) => (prepared = story));
        channel.on('globalsUpdated', ({ storyGlobals }: StoryEvent) => {
          const name = storyGlobals?.viewport?.value;
          const size = name ? prepared.parameters?.viewport?.options?.[name]?.styles : undefined;
          if (size?.width && size.height)
            viewports.set(prepared.id!, {
              width: Number.parseInt(size.width),
              height: Number.parseInt(size.height),
            });
        });
        channel.on('playFunctionThrewException', (error: ErrorEvent) =>
          note(`play function: ${gist(error.message)}`),
        );
        channel.on('storyThrewException', (error: ErrorEvent) =>
          note(`render: ${gist(error.message)}`),
        );
        channel.on('storyErrored', (error: ErrorEvent) =>
          note(`${gist(error.title)}: ${gist(error.description)}`),
        );
        channel.on('unhandledErrorsWhilePlaying', (unhandled: ErrorEvent[]) =>
          unhandled.forEach((error) => note(`unhandled error: ${gist(error.message)}`)),
        );
        channel.on('storyFinished', ({ storyId, status, reporters = [] }: StoryEvent) => {
          const violations = reporters.flatMap((reporter) =>
            reporter.type === 'a11y' && reporter.status === 'failed'
              ? [`a11y: ${(reporter.result?.violations ?? []).map((rule) => rule.id).join(', ')}`]
              : [],
          );
          window.storiesFinished!.push({
            storyId,
            status: status!,
            played: played.has(storyId),
            viewport: viewports.get(storyId),
            reasons: [...(errors.get(storyId) ?? []), ...violations],
          });
          // A remount renders the same story again, from a clean slate.
          errors.delete(storyId);
          played.delete(storyId);
        });
      },
    });
  });
}

/** Answers how the story finished in `target` (the page, or the full UI's preview frame). */
export async function storyFinished(target: Page | Frame, storyId: string, timeout = 30_000) {
  const finished = await target
    .waitForFunction(
      (id) => window.storiesFinished?.find((event) => event.storyId === id),
      storyId,
      { timeout },
    )
    .catch(() => undefined);
  return finished
    ? ((await finished.jsonValue()) as StoryFinished)
    : {
        storyId,
        status: 'error' as const,
        played: false,
        reasons: [`did not finish within ${timeout / 1000} s`],
      };
}

/** Opens one story alone, as a shared `iframe.html` link (a new document), and answers how it finished. */
export async function openStory(page: Page, storyId: string): Promise<StoryFinished> {
  // The story's own end is awaited; the document's load event adds nothing to it.
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story`, { waitUntil: 'commit' });
  return storyFinished(page, storyId);
}

/** A failed story as the check reports it: its id and why, on one line. */
export const failureOf = ({ storyId, shownAs, reasons }: StoryFinished) =>
  `${storyId}${shownAs ? ` (${shownAs})` : ''}: ${reasons.join('; ') || 'failed'}`;

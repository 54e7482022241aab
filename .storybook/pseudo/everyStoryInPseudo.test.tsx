import type { Messages } from '@lingui/core';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { beforeAll, describe, expect, test } from 'vitest';
import preview from '../preview';
import { breakpointViewports } from '../viewports';
import {
  englishTexts,
  hardCodedEnglish,
  hostTexts,
  overflowingTexts,
  storySourceTexts,
} from './pseudoChecks';

const project = setProjectAnnotations([preview]);

// The same stories as .storybook/main.ts lists.
const storyFiles = import.meta.glob<Record<string, unknown>>([
  '../../packages/ui/src/**/*.stories.tsx',
  '../../packages/emails/src/**/*.stories.tsx',
  '../../app/src/**/*.stories.tsx',
]);
const storySources = import.meta.glob<string>(
  [
    '../../packages/ui/src/**/*.stories.tsx',
    '../../packages/emails/src/**/*.stories.tsx',
    '../../app/src/**/*.stories.tsx',
  ],
  { query: '?raw', import: 'default' },
);
const englishCatalogs = import.meta.glob<{ messages: Messages }>(
  [
    '../../packages/ui/src/locales/en.ts',
    '../../packages/emails/src/locales/en.ts',
    '../../app/src/locales/en.ts',
  ],
  { eager: true },
);
const english = englishTexts(Object.values(englishCatalogs).map(({ messages }) => messages));

const DESKTOP = { width: 1280, height: 900 };

/**
 * The modules our code imports lazily (`import('./x')`: screens, the part below the home page's
 * fold, dialogs), loaded once before the stories: a story then finds them in the module cache,
 * and what it renders in their place is never a fallback waiting for the network.
 */
const sourceModules = import.meta.glob([
  '../../packages/ui/src/**/*.{ts,tsx}',
  '../../app/src/**/*.{ts,tsx}',
  '!**/*.stories.tsx',
  '!**/*.test.{ts,tsx}',
]);
const sourceTexts = import.meta.glob<string>(
  [
    '../../packages/ui/src/**/*.{ts,tsx}',
    '../../app/src/**/*.{ts,tsx}',
    '!**/*.stories.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  { query: '?raw', import: 'default' },
);
const LAZY_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function resolveModule(importer: string, specifier: string) {
  const parts = importer.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => sourceModules[candidate],
  );
}

beforeAll(async () => {
  const lazyTargets = new Set<string>();
  for (const [file, text] of Object.entries(sourceTexts)) {
    for (const [, specifier] of (await text()).matchAll(LAZY_IMPORT)) {
      const target = resolveModule(file, specifier!);
      if (target === undefined) throw new Error(`${file}: no module for import('${specifier}')`);
      lazyTargets.add(target);
    }
  }
  await Promise.all([...lazyTargets].map((target) => sourceModules[target]!()));
}, 120_000);

/**
 * The story's requests still unanswered, with when each was sent: the app's API client looks
 * `fetch` up on each call, and the mock answers it through its service worker, so every request of
 * a screen passes here. The mock answers within milliseconds; a request it holds longer is the
 * state the story shows (loading), not data to wait for.
 */
const requestsInFlight = new Map<symbol, number>();
const HELD_REQUEST_MS = 1000;
const pageFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (...request: Parameters<typeof fetch>) => {
  const key = Symbol('request');
  requestsInFlight.set(key, performance.now());
  return pageFetch(...request).finally(() => requestsInFlight.delete(key));
};
const awaitedRequests = () =>
  [...requestsInFlight.values()].filter((sent) => performance.now() - sent < HELD_REQUEST_MS)
    .length;

/**
 * The story's short timers still to fire (a debounced check, a request sent once a form settles):
 * up to a second, what a visitor would wait for; longer ones (a carousel's autoplay, a toast's
 * close) are not the story's state.
 */
const SHORT_TIMER_MS = 1000;
const shortTimers = new Set<ReturnType<typeof setTimeout>>();
const pageSetTimeout = globalThis.setTimeout;
const pageClearTimeout = globalThis.clearTimeout;
globalThis.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
  if (typeof handler !== 'function' || (delay ?? 0) > SHORT_TIMER_MS) {
    return pageSetTimeout(handler, delay, ...rest);
  }
  const timer = pageSetTimeout(
    (...args: unknown[]) => {
      shortTimers.delete(timer);
      (handler as (...args: unknown[]) => void)(...args);
    },
    delay,
    ...rest,
  );
  shortTimers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.clearTimeout = ((timer?: ReturnType<typeof setTimeout>) => {
  if (timer !== undefined) shortTimers.delete(timer);
  pageClearTimeout(timer);
}) as typeof clearTimeout;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits for the story's own work: its loaders are done when `run` resolves; then until none of its
 * requests is unanswered, none of its short timers pending, and React has drawn what they brought,
 * which is when the page has not changed for two frames with nothing pending (a ceiling of 5 s
 * reports what shows by then).
 */
async function settled(root: Element) {
  let changed = true;
  const observer = new MutationObserver(() => (changed = true));
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    const deadline = performance.now() + 5000;
    for (let quietFrames = 0; quietFrames < 2 && performance.now() < deadline;) {
      changed = false;
      await nextFrame();
      quietFrames = changed || awaitedRequests() > 0 || shortTimers.size > 0 ? 0 : quietFrames + 1;
    }
  } finally {
    observer.disconnect();
  }
}

for (const [file, load] of Object.entries(storyFiles)) {
  describe(file.replace(/^.*\/src\//, ''), async () => {
    const ownTexts = storySourceTexts(await storySources[file]!());
    const { default: meta, ...exports } = (await load()) as { default: Meta } & Record<
      string,
      StoryObj
    >;
    // Pseudo-locale, and no play function: the plays assert the English texts.
    const { play: _metaPlay, ...metaWithoutPlay } = meta;
    for (const [name, story] of Object.entries(exports)) {
      if (typeof story !== 'object' || story === null || name.startsWith('__')) continue;
      const { play: _play, ...storyWithoutPlay } = story;
      // A story shown in a language of its own (`globals.locale`) is shown in the pseudo-locale too.
      const inPseudo = storyWithoutPlay.globals?.locale
        ? { ...storyWithoutPlay, globals: { ...storyWithoutPlay.globals, locale: 'pseudo' } }
        : storyWithoutPlay;
      test(name, async () => {
        const composed = composeStory(
          inPseudo,
          metaWithoutPlay,
          { initialGlobals: { ...project.initialGlobals, locale: 'pseudo' } },
          name,
        );
        const viewport = (composed.globals.viewport as { value?: string } | undefined)?.value;
        const width = viewport
          ? Number.parseInt(
              breakpointViewports[viewport as keyof typeof breakpointViewports].styles.width,
            )
          : DESKTOP.width;
        await page.viewport(width, DESKTOP.height);
        // What the story before left pending is not this one's work.
        requestsInFlight.clear();
        shortTimers.clear();
        // Each run first unmounts the story before it.
        await composed.run();
        await settled(document.body);
        const leftInEnglish = hardCodedEnglish(
          document.body,
          english,
          new Set([...ownTexts, ...hostTexts(composed.args)]),
        );
        expect(leftInEnglish, 'English left in the page').toEqual([]);
        expect(overflowingTexts(document.body), 'text that does not fit').toEqual([]);
      });
    }
  });
}

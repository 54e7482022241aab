import type { Messages } from '@lingui/core';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { describe, expect, test } from 'vitest';
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

/** Waits until the page stops changing (data loaded, chunks in), at most a few seconds. */
async function settled(root: Element) {
  let last = '';
  for (let still = 0, waited = 0; still < 3 && waited < 5000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = root.innerHTML;
    still = now === last ? still + 1 : 0;
    last = now;
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
      test(name, async () => {
        const composed = composeStory(
          storyWithoutPlay,
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

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readCsf } from 'storybook/internal/csf-tools';
import { expect, test } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');

/** Each story of the app's screens as Storybook's indexer reads it (its own CSF parser). */
async function screenStories() {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.stories.tsx'),
  );
  const parsed = await Promise.all(
    files.map(async (file) => {
      const csf = await readCsf(path.join(srcDir, file), { makeTitle: (title) => title! });
      return csf.parse().indexInputs;
    }),
  );
  return parsed.flat();
}

test('every app screen has phone stories in the sidebar and no docs page', async () => {
  const stories = await screenStories();
  const screens = new Set(stories.map((story) => story.title));
  // The parser saw the screens (a broken glob would find none and pass).
  expect([...screens]).toEqual(
    expect.arrayContaining(['App/Site/Home', 'App/Account/Profile', 'App/Admin/Reservations']),
  );

  // Each story owns the session and the mock database (pageStory's beforeEach), so a docs page,
  // which renders every story of a screen at once in one page, shows them all in one state.
  const withDocsPage = stories
    .filter((story) => !story.tags?.includes('!autodocs'))
    .map((story) => `${story.title}/${story.name}`);
  expect(withDocsPage).toEqual([]);

  const withoutPhoneStory = [...screens].filter(
    (screen) =>
      !stories.some(
        (story) =>
          story.title === screen &&
          story.name?.endsWith('On Phone') &&
          !story.tags?.includes('!dev'),
      ),
  );
  expect(withoutPhoneStory).toEqual([]);
}, 60_000);

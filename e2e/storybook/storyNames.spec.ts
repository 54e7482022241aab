import { expect, test } from '@playwright/test';

/**
 * The sidebar a reviewer reads names each state one way (DEVELOPERS.md, "Stories name a screen's
 * states with one vocabulary"): these names are the synonyms the vocabulary replaced, each with the
 * name to use instead.
 */
const SYNONYMS: Record<string, string> = {
  Default: 'Loaded (App screens)',
  List: 'Loaded',
  Failed: 'Load Error or <Action> Failed',
  'Load Failed': 'Load Error',
  'Load Failure': 'Load Error',
  Error: 'Load Error or <Action> Failed',
};
/** A busy state is `Busy` or `<Action> Busy`; `Loading` is the one state named by its verb. */
const BUSY_VERB = /^(?!Loading$)[A-Z][a-z]+ing$/;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

test('every story name follows the state vocabulary; one screen is one sidebar entry', async ({
  request,
}) => {
  const index = (await (await request.get('/index.json')).json()) as {
    entries: Record<string, IndexEntry>;
  };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  // The build holds the stories (an empty index would pass every check below).
  expect(stories.length).toBeGreaterThan(400);

  const misnamed = stories
    .filter(
      (story) =>
        BUSY_VERB.test(story.name) ||
        (story.name in SYNONYMS && (story.name !== 'Default' || story.title.startsWith('App/'))),
    )
    .map(
      (story) => `${story.title}: "${story.name}" (use ${SYNONYMS[story.name] ?? '<Action> Busy'})`,
    );
  expect(misnamed, 'stories named outside the vocabulary').toEqual([]);

  const filesPerScreen = new Map<string, Set<string>>();
  for (const story of stories.filter((entry) => entry.title.startsWith('App/'))) {
    filesPerScreen.set(
      story.title,
      (filesPerScreen.get(story.title) ?? new Set()).add(story.importPath),
    );
  }
  const splitScreens = [...filesPerScreen]
    .filter(([, files]) => files.size > 1)
    .map(([title, files]) => `${title}: ${[...files].join(', ')}`);
  expect(splitScreens, 'screens whose states are spread over several files').toEqual([]);
});

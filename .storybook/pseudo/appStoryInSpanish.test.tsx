import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { page } from 'vitest/browser';
import { expect, test } from 'vitest';
import preview from '../preview';
import meta, { Loaded } from '../../app/src/features/vehicles/PublicVehiclesPage.stories';
import { CUSTOMER, pageStory } from '../../app/src/shell/stories/pageStory';

const project = setProjectAnnotations([preview]);

// The toolbar's language reaches the app's screens, not only the library's components: the app
// shows the story in it, its own texts and the library's.
test('an App story shows Spanish when the toolbar asks for it', async () => {
  const { play: _play, ...loadedWithoutPlay } = Loaded;
  const story = composeStory(
    loadedWithoutPlay,
    meta,
    { initialGlobals: { ...project.initialGlobals, locale: 'es' } },
    'Loaded',
  );
  // Desktop width: the navbar shows the switcher beside its links.
  await page.viewport(1280, 900);
  await story.run();
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Modelos de vehículos' }))
    .toBeVisible();
  await expect.element(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

// A signed-in story restores its session: the mock account speaks English, and the toolbar's
// Spanish, this browser's newer choice, stays.
test("a signed-in App story keeps the toolbar's language over the account's", async () => {
  const story = composeStory(
    pageStory({ path: '/vehicles', as: CUSTOMER }),
    meta,
    { initialGlobals: { ...project.initialGlobals, locale: 'es' } },
    'SignedIn',
  );
  await page.viewport(1280, 900);
  await story.run();
  await expect.element(page.getByRole('button', { name: 'Jordan Bailey' })).toBeVisible();
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Modelos de vehículos' }))
    .toBeVisible();
  await expect.element(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

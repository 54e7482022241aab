import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { setupI18n, type I18n } from '@lingui/core';
import type { HttpHandler } from 'msw';
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, type within } from 'storybook/test';
import { db, handlers, reset } from '@rentacar/mocks';
import { noteAccountLanguage } from '../i18n/sessionLanguage';
import { signInAs, signOut } from '../../test/signIn';
import { App } from '../App';

/**
 * The whole app in a memory router, in the toolbar's language (`.storybook/locale.tsx` loads its
 * catalogs, the pseudo-locale's among them, which the app's own loader never bundles). App brings
 * its own jotai store and SWR cache per story, and gets its own Lingui instance: a switch of
 * language inside one story leaves the toolbar's instance, which other stories share, as it is.
 */
function AppAt({ path, toolbarI18n }: { path: string; toolbarI18n?: I18n }) {
  const [i18n] = useState(
    () =>
      toolbarI18n &&
      setupI18n({
        locale: toolbarI18n.locale,
        messages: { [toolbarI18n.locale]: toolbarI18n.messages },
      }),
  );
  return (
    <MemoryRouter initialEntries={[path]}>
      <App i18n={i18n} />
    </MemoryRouter>
  );
}

/** The mock's account of the demo user with e-mail `email`. */
function accountOf(email: string) {
  const account = db.users.all().find((user) => user.email === email);
  if (!account) throw new Error(`No mock user with e-mail ${email}`);
  return account;
}

export const CUSTOMER = 'customer@example.com';
/** An ordinary (not built-in) customer whose profile the mock lets change. */
export const EDITABLE_CUSTOMER = 'emily.carter@example.com';

export interface PageStoryOptions {
  /** The path to open; a function when it names a record created by `arrange`. */
  path: string | (() => string);
  /** Log in as this demo user (e-mail) before the app starts; a visitor by default. */
  as?: string;
  /** Scenario overrides in front of the stateful mock (`loading('listVehicles')`, ...). */
  overrides?: HttpHandler[];
  /**
   * Records the story needs, created in the freshly seeded mock before the app starts (awaited:
   * an e-mail is rendered before it is stored).
   */
  arrange?: () => void | Promise<void>;
}

/** Every page story: its file's meta names only a title, so the story needs no component type. */
export type PageStory = StoryObj;

/** The queries of a story's canvas (or of a part of it, from `within`). */
export type Canvas = ReturnType<typeof within>;

/**
 * A page story: the real providers, session restore, guards and routes at `path`, answered by the
 * stateful MSW mock reset to the demo seed, from a clean session (only `as` is signed in).
 */
export function pageStory({ path, as, overrides = [], arrange }: PageStoryOptions) {
  return {
    parameters: { layout: 'fullscreen', msw: { handlers: [...overrides, ...handlers] } },
    // A story starts signed out whatever came before it: a story that was reloaded or closed
    // before its cleanup ran, or a signed-in story open in another tab of the same Storybook,
    // leaves its token in the origin's localStorage, and a visitor story would restore it.
    beforeEach: async () => {
      signOut();
      reset();
      await arrange?.();
      if (as) {
        signInAs(as);
        // The toolbar's language is this browser's choice, newer than the account's: restoring the
        // session keeps it (shell/i18n/sessionLanguage.ts), so a Spanish story stays Spanish whatever the
        // mock account speaks.
        noteAccountLanguage(accountOf(as).language);
      }
      return signOut;
    },
    render: (_args, { loaded }) => (
      <AppAt
        path={typeof path === 'string' ? path : path()}
        toolbarI18n={(loaded as { i18n?: I18n }).i18n}
      />
    ),
  } satisfies StoryObj;
}

/**
 * Page stories about one record that each story creates afresh: `create` adds it to the seeded mock
 * and answers its id, `pathOf` names the page of that id. Call the result with the story's overrides.
 */
export function recordStory({
  create,
  pathOf,
  as,
}: Pick<PageStoryOptions, 'as'> & { create: () => number; pathOf: (id: number) => string }) {
  let id = 0;
  return (overrides: HttpHandler[] = []) =>
    pageStory({
      path: () => pathOf(id),
      as,
      overrides,
      arrange: () => {
        id = create();
      },
    });
}

/**
 * A story's globals that open it at phone width (375 px, the `xs` viewport): every screen has at
 * least one such story in the sidebar, named `<State>OnPhone` (see `onPhone`).
 */
export const ON_PHONE = { viewport: { value: 'xs', isRotated: false } };

/** Below the library's `sm` breakpoint (576 px): a phone held upright. */
const PHONE_MAX_WIDTH = 575;

/**
 * What a screen needs to be usable on a phone, checked after its play function: the story really
 * is at phone width, and the page does not scroll sideways (a part wider than the screen, such as
 * an admin table, scrolls inside its own box, so nothing is cut off beyond the page's edge).
 */
export async function expectFitsPhone() {
  await expect(window.innerWidth).toBeLessThanOrEqual(PHONE_MAX_WIDTH);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** `story` at phone width: its own play function (its key content is visible), then `expectFitsPhone`. */
export function onPhone<Context, Story extends { play?: (context: Context) => unknown }>(
  story: Story & { play?: (context: Context) => unknown },
): Story {
  return {
    ...story,
    globals: ON_PHONE,
    play: async (context: Context) => {
      await story.play?.(context);
      await expectFitsPhone();
    },
  };
}

/** The first screen waits for the session restore and its route chunk. */
export const FIRST_SCREEN = { timeout: 10_000 };

/**
 * A part loaded on its first use (the logout dialog) waits for its chunk, which the test run's
 * dev server transforms only then: over a second on a busy CI machine.
 */
export const ON_DEMAND_PART = { timeout: 10_000 };

/** What the page stories' form helpers use of the play context's `userEvent`. */
export interface StoryUser {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
  tripleClick(element: Element): Promise<void>;
  keyboard(text: string): Promise<void>;
  selectOptions(element: Element, values: string | string[]): Promise<void>;
}

/** Types each value into the field with its label in `form`, in the order given, as a user would. */
export async function fillFields(form: Canvas, user: StoryUser, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(form.getByLabelText(label), value);
  }
}

/** Empties a text field as a user would (select all, delete); `userEvent.clear` misses in Chromium here. */
export async function clearField(user: StoryUser, field: Element) {
  await user.tripleClick(field);
  await user.keyboard('{Backspace}');
}

/**
 * The signed-in user's menu button, once the first screen is up. At phone width the navbar's links
 * sit behind its 'Menu' toggle, which is opened first (page stories also run at 375 px).
 */
export async function findUserMenu(canvas: Canvas, user: StoryUser, name: string) {
  const menu = await canvas.findByRole('button', { name, hidden: true }, FIRST_SCREEN);
  const toggle = canvas.queryByRole('button', { name: 'Menu' });
  if (toggle?.getAttribute('aria-expanded') === 'false') await user.click(toggle);
  return menu;
}

/**
 * A screen whose load failed and left it empty (spec §8: only logged): the navbar is up, the
 * screen's spinner (`loadingLabel`) came and went, and no alert or toast reports the failure.
 */
export async function expectEmptyAfterLoad(canvas: Canvas, loadingLabel: string) {
  await canvas.findByText(loadingLabel, {}, FIRST_SCREEN);
  await waitFor(() => expect(canvas.queryByText(loadingLabel)).toBeNull(), FIRST_SCREEN);
  await expect(canvas.queryByRole('alert')).toBeNull();
}

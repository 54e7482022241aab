import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import type { I18n } from '@lingui/core';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router-dom';
import { expect } from 'vitest';
import { App } from '../shell/App';
import { createI18n, loadMessages } from '../shell/i18n/i18n';

/** What tests read and drive of the app's router: where it is, and going somewhere. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: string): Promise<void>;
}

/**
 * Renders the whole app (providers, session restore, routes) at `path`, in English or in the
 * language of `i18n` (`inSpanish()`), as main.tsx starts a page in the one its cookie names.
 */
export function renderApp(path = '/', i18n?: I18n) {
  let location: Location | undefined;
  let navigateTo: ((to: string) => void) | undefined;
  function RouterProbe() {
    const current = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      location = current;
      navigateTo = (to) => void navigate(to);
    }, [current, navigate]);
    return null;
  }
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error('the app has not rendered yet');
      return { location };
    },
    async navigate(to) {
      await act(async () => navigateTo?.(to));
    },
  };
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <App i18n={i18n} />
      <RouterProbe />
    </MemoryRouter>,
  );
  return { router, user };
}

/** jsdom applies no media queries, so the navbar is in its collapsed (small screen) layout. */
export async function openMainMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
}

/**
 * Empties a prefilled field as a user would. react-final-form 7 registers a field in an effect
 * after its first render, and a field edited before that effect runs is set back to its initial
 * value. A person cannot type that fast, but a test on a busy machine can, so the clearing is
 * repeated until the field stays empty.
 */
export async function emptyField(user: ReturnType<typeof userEvent.setup>, field: HTMLElement) {
  await waitFor(async () => {
    await user.clear(field);
    expect(field).toHaveDisplayValue('');
  });
}

/** The app's Spanish, as a visitor who chose it gets it: the library's and the app's catalogs. */
export const inSpanish = async (): Promise<I18n> => createI18n('es', await loadMessages('es'));

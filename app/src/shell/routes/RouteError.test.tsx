import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { RentacarThemeProvider } from '@rentacar/ui';
import { createI18n } from '../i18n/i18n';
import { RouteError } from './RouteError';
import { lazyScreen } from './lazyRoute';

describe('a screen that fails to load', () => {
  it('is logged and shows the not-found page until the user goes elsewhere', async () => {
    const failure = new Error('Loading chunk timed out after 120000 ms');
    const BrokenScreen = lazyScreen(() => Promise.reject(failure));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Screens() {
      return useRoutes([
        { path: '/', element: <h1>Home</h1> },
        { path: 'broken', element: <BrokenScreen /> },
      ]);
    }
    // The providers App gives every screen: the theme and the translations.
    render(
      <I18nProvider i18n={createI18n('en')}>
        <RentacarThemeProvider>
          <MemoryRouter initialEntries={['/broken']}>
            <RouteError>
              <Suspense fallback="Loading">
                <Screens />
              </Suspense>
            </RouteError>
          </MemoryRouter>
        </RentacarThemeProvider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(failure, expect.any(String));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    logged.mockRestore();
  });
});

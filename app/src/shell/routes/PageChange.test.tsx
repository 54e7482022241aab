import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openMainMenu, renderApp } from '../../test/renderApp';

const mainNavigationLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

describe('a new page', () => {
  it('is titled after its screen, and the focus moves to its heading', async () => {
    const { user } = renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).not.toHaveFocus();
    await waitFor(() => expect(document.title).toBe('About Us · Rentacar'));

    await openMainMenu(user);
    await user.click(mainNavigationLink('Contact'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Contact Us · Rentacar');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('keeps the focus where it is when only the query changes', async () => {
    const { user } = renderApp('/auth?type=login');
    const registerTab = await screen.findByRole('tab', { name: 'Register' });
    await waitFor(() => expect(document.title).toBe('Login · Rentacar'));
    await user.click(registerTab);
    await waitFor(() => expect(document.title).toBe('Register · Rentacar'));
    expect(registerTab).toHaveFocus();
  });

  it('without a heading of its own gives the focus to the main content', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await openMainMenu(user);
    await user.click(mainNavigationLink('Home'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(document.title).toBe('Rentacar · Car rental by the hour');
  });
});

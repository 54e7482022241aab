import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loading, server } from '@rentacar/mocks/node';
import { signInAs } from '../../test/signIn';
import { openMainMenu, renderApp } from '../../test/renderApp';

const CUSTOMER = 'customer@example.com';
const ADMIN = 'admin@example.com';

describe('guards', () => {
  it.each(['/user', '/user/reservations', '/admin', '/admin/users'])(
    'sends a visitor from %s to the login tab',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/auth');
      expect(router.state.location.search).toBe('?type=login');
    },
  );

  it('sends a customer away from the admin area to /unauthorized', async () => {
    signInAs(CUSTOMER);
    const { router } = renderApp('/admin/vehicles');
    expect(await screen.findByText('The page you try to enter is forbidden')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets an administrator into the admin area', async () => {
    const warn = vi.spyOn(console, 'warn');
    signInAs(ADMIN);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'AdminDashboardPage' })).toBeInTheDocument();
    // The admin routes are descendant routes: their parent route must end in a splat.
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('descendant <Routes>'));
    warn.mockRestore();
  });

  it('lets a customer open the profile', async () => {
    signInAs(CUSTOMER);
    const { router } = renderApp('/user');
    expect(await screen.findByRole('form', { name: 'Update Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });
});

describe('start-up session restore', () => {
  it('shows the loading screen while the stored token is checked, then the user', async () => {
    signInAs(CUSTOMER);
    const { user } = renderApp('/');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await openMainMenu(user);
    expect(screen.getByRole('button', { name: 'Jordan Bailey' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('keeps the loading screen up until GET /user answers', async () => {
    signInAs(CUSTOMER);
    server.use(loading('getCurrentUser'));
    renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('drops an invalid stored token and shows the visitor menu', async () => {
    localStorage.setItem('token', 'expired-or-forged');
    const { user } = renderApp('/');
    await openMainMenu(user);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });

  it('starts logged out without a stored token and never calls GET /user', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
    const { user } = renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'About Us', level: 1 })).toBeInTheDocument();
    await openMainMenu(user);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/auth?type=register',
    );
    expect(paths).not.toContain('/api/user');
  });
});

describe('routing', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for couldn't be found")).toBeInTheDocument();
  });

  it('serves the privacy policy with its date and the age limit', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByText('Last updated: August 16, 2022')).toBeInTheDocument();
    expect(screen.getByText(/under the age of 13/)).toBeInTheDocument();
  });

  it('scrolls to the top when the path changes, not when only the query does', async () => {
    const { router } = renderApp('/vehicles');
    await screen.findByRole('heading', { level: 1, name: 'Vehicle Models' });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await router.navigate('/vehicles?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('keeps the scroll position the page opens at', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireLogin } from './guards';
import { lazyScreen } from './lazyRoute';
import { enableRoutePrefetch } from './prefetch';
import { RouterLink } from '../RouterLink';

function Home() {
  return (
    <nav>
      <RouterLink href="/vehicles">Vehicles</RouterLink>
      <RouterLink href="/user">Profile</RouterLink>
    </nav>
  );
}

const screenChunk = (name: string) => vi.fn(async () => ({ default: () => <h1>{name}</h1> }));

function renderApp() {
  const loadVehicles = screenChunk('Vehicles page');
  const loadProfile = screenChunk('Profile page');
  const VehiclesScreen = lazyScreen(loadVehicles);
  const ProfileScreen = lazyScreen(loadProfile);
  const routes: RouteObject[] = [
    { path: '/', element: <Home /> },
    { path: 'vehicles', element: <VehiclesScreen /> },
    { element: <RequireLogin />, children: [{ path: 'user', element: <ProfileScreen /> }] },
  ];
  enableRoutePrefetch(routes);
  function Screens() {
    return useRoutes(routes);
  }
  render(
    <MemoryRouter>
      <Screens />
    </MemoryRouter>,
  );
  return { loadVehicles, loadProfile };
}

afterEach(() => enableRoutePrefetch([]));

describe('route prefetch on intent', () => {
  it('loads a screen chunk when its link is pointed at, before the click', async () => {
    const { loadVehicles } = renderApp();
    expect(loadVehicles).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('link', { name: 'Vehicles' }));
    expect(loadVehicles).toHaveBeenCalledTimes(1);
    // Still on the home screen: prefetching navigates nowhere.
    expect(screen.queryByRole('heading', { name: 'Vehicles page' })).toBeNull();
  });

  it('loads a screen chunk when its link gets keyboard focus', async () => {
    const { loadVehicles } = renderApp();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveFocus();
    expect(loadVehicles).toHaveBeenCalledTimes(1);
  });

  it('never prefetches a guarded screen for a visitor', async () => {
    const { loadProfile } = renderApp();
    await userEvent.hover(screen.getByRole('link', { name: 'Profile' }));
    expect(loadProfile).not.toHaveBeenCalled();
  });
});

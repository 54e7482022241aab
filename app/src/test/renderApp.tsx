import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { routes } from '../routes/routes';

/** Renders the whole app (providers, session restore, routes) at `path`. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(<App router={router} />);
  return { router, user };
}

/** jsdom applies no media queries, so the navbar is in its collapsed (small screen) layout. */
export async function openMainMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
}

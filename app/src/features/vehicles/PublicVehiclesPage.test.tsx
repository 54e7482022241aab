import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { captureRequests } from '../../test/captureRequests';
import { modelsByName } from '../../test/demoVehicles';
import { renderApp } from '../../test/renderApp';

describe('vehicle models', () => {
  it('shows 8 cards per page and pages through the server', async () => {
    const requests = captureRequests('GET', '/api/car/visitors/pages');
    const { router, user } = renderApp('/vehicles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicle Models' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lux & Economic')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Rent car' })).toHaveLength(8));
    expect(requests.at(-1)?.searchParams.get('page')).toBe('0');
    expect(requests.at(-1)?.searchParams.get('size')).toBe('8');
    const cardTitles = () =>
      within(screen.getByRole('region', { name: 'Vehicle Models' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(cardTitles()).toEqual(modelsByName().slice(0, 8));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('page')).toBe('1'));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(cardTitles()).toEqual(modelsByName().slice(8, 16)));
  });
});

describe('a search that matches no vehicle', () => {
  it('says so, offers to clear the filters, and renders valid HTML', async () => {
    const logged = vi.spyOn(console, 'error');
    const { user } = renderApp('/vehicles?q=zzzz-no-such-model');
    expect(await screen.findByText('No vehicles match your filters')).toBeVisible();
    // Blocks nested as a browser's parser would break them apart (a <div> in a <p>): React says so.
    const invalidNesting = logged.mock.calls.filter(([message]) =>
      String(message).includes('cannot be a descendant of'),
    );
    expect(invalidNesting).toEqual([]);
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Rent car' })).toHaveLength(8));
    expect(screen.getByLabelText('Search model')).toHaveValue('');
    logged.mockRestore();
  });
});

describe('search by branch and dates', () => {
  it("from the home page: lists that branch's vehicles free for the whole period", async () => {
    const requests = captureRequests('GET', '/api/car/visitors/pages');
    const { router, user } = renderApp('/');
    const search = await screen.findByRole('search', { name: 'Find a vehicle' });
    const branch = within(search).getByRole('combobox', { name: 'Branch' });
    await within(branch).findByRole('option', { name: 'JFK Airport' }, { timeout: 5000 });
    await user.selectOptions(branch, 'JFK Airport');
    await user.type(within(search).getByLabelText('Pick-up'), '2030-03-14T10:00');
    await user.type(within(search).getByLabelText('Drop-off'), '2030-03-16T09:30');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vehicles'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      branch: 'jfk-airport',
      from: '2030-03-14T10:00',
      to: '2030-03-16T09:30',
    });
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('branch')).toBe('jfk-airport'));
    expect(requests.at(-1)?.searchParams.get('availableFrom')).toBe('03/14/2030 10:00:00');
    expect(requests.at(-1)?.searchParams.get('availableTo')).toBe('03/16/2030 09:30:00');
    // The search bar shows what was searched; the list holds only the branch's seven vehicles.
    expect(await screen.findByRole('combobox', { name: 'Branch' })).toHaveValue('jfk-airport');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Rent car' })).toHaveLength(7));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The page's JSON-LD, parsed. */
function structuredData(): { '@graph': Record<string, unknown>[] } {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] };
}

describe('/locations', () => {
  it('lists every branch with its address and today’s hours, marked on one map', async () => {
    renderApp('/locations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
    const downtown = await screen.findByRole('article', { name: 'Chicago Downtown' });
    expect(downtown).toHaveTextContent('233 S Wacker Dr60606 ChicagoUS');
    expect(within(downtown).getByText(/^Today: /)).toBeInTheDocument();
    expect(within(downtown).getByRole('link', { name: 'Branch details' })).toHaveAttribute(
      'href',
      '/locations/chicago-downtown',
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const places = within(screen.getByRole('list', { name: 'Places on the map' }));
    expect(places.getByRole('link', { name: 'JFK Airport' })).toHaveAttribute(
      'href',
      '/locations/jfk-airport',
    );
    expect(places.getAllByRole('link', { name: /^Directions to / })).toHaveLength(4);
  });

  it('describes every branch as an AutoRental with its position and hours', async () => {
    renderApp('/locations');
    await screen.findByRole('article', { name: 'Chicago Downtown' });
    await waitFor(() => expect(structuredData()['@graph']).toHaveLength(4));
    const midtown = structuredData()['@graph'].find(
      (business) => business.url === 'http://localhost:3000/locations/new-york-midtown',
    );
    expect(midtown).toMatchObject({
      '@type': 'AutoRental',
      telephone: '(212) 555-0133',
      geo: { '@type': 'GeoCoordinates', latitude: 40.7577, longitude: -73.9918 },
      address: { '@type': 'PostalAddress', streetAddress: '350 W 42nd St', postalCode: '10036' },
    });
    expect(midtown?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '09:00',
      closes: '14:00',
    });
    // Its closure ahead is a day without hours.
    expect(midtown?.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ opens: '00:00', closes: '00:00' }),
    ]);
  });
});

describe('/locations/<slug>', () => {
  it("shows the branch's address, week, closures ahead, phone, map and vehicles", async () => {
    renderApp('/locations/new-york-midtown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New York Midtown' }),
    ).toBeVisible();
    const contact = within(screen.getByRole('region', { name: 'Address and contact' }));
    expect(contact.getByText('350 W 42nd St', { exact: false })).toBeInTheDocument();
    expect(contact.getByRole('link', { name: '(212) 555-0133' })).toHaveAttribute(
      'href',
      'tel:2125550133',
    );
    const week = within(screen.getByRole('table', { name: 'Opening hours' }));
    expect(week.getAllByRole('row')[7]).toHaveTextContent('SundayClosed');
    expect(
      within(screen.getByRole('region', { name: 'Closures ahead' })).getByRole('listitem'),
    ).toHaveTextContent('Staff training');
    expect(contact.getByRole('link', { name: 'Directions to New York Midtown' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=%3B40.7577%2C-73.9918',
    );
    const places = within(screen.getByRole('list', { name: 'Places on the map' }));
    expect(places.getByRole('link', { name: 'Directions to New York Midtown' })).toBeVisible();
    const vehicles = within(screen.getByRole('region', { name: 'Vehicles at New York Midtown' }));
    expect(await vehicles.findAllByRole('article')).not.toHaveLength(0);
  });

  it('shows the not-found page for an unknown branch', async () => {
    renderApp('/locations/no-such-branch');
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
  });
});

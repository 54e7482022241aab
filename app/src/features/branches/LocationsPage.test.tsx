import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The page's JSON-LD, parsed. */
function structuredData(): { '@graph': Record<string, unknown>[] } {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] };
}

describe('/locations', () => {
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

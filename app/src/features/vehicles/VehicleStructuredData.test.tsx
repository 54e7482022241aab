import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createVehicle } from '@rentacar/mocks/node';
import { renderApp } from '../../test/renderApp';

/** The JSON-LD blocks of the page, parsed. */
const structuredData = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe("a vehicle's page for search engines", () => {
  it('is titled and described after the vehicle, with a Product offered at its hourly price', async () => {
    const vehicle = createVehicle({ model: 'Toyota Mirai', pricePerHour: 45.5, seats: 5 });
    renderApp(`/vehicles/${vehicle.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Toyota Mirai' });
    await waitFor(() => expect(document.title).toBe('Toyota Mirai · Rentacar'));
    const pageUrl = `${window.location.origin}/vehicles/${vehicle.id}`;
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', pageUrl);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Rent the Toyota Mirai by the hour: 5 seats',
    );
    expect(structuredData()).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Toyota Mirai',
        image: expect.stringMatching(/^http:\/\/.+\/api\/files\/display\//),
        offers: expect.objectContaining({
          '@type': 'Offer',
          url: pageUrl,
          price: 45.5,
          priceCurrency: 'USD',
          priceSpecification: expect.objectContaining({ unitCode: 'HUR', price: 45.5 }),
        }),
      }),
    ]);
  });

  it('keeps a model that looks like markup inside its JSON-LD, as text', async () => {
    const model = '</script><script>window.injected = true</script>';
    const vehicle = createVehicle({ model });
    renderApp(`/vehicles/${vehicle.id}`);
    await screen.findByRole('heading', { level: 1, name: model });
    const [script] = document.querySelectorAll('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(structuredData()).toEqual([expect.objectContaining({ name: model })]);
  });

  it('has no structured data, and asks not to be indexed, for an unknown vehicle', async () => {
    renderApp('/vehicles/999999');
    await screen.findByText('Opps! Something went wrong');
    await waitFor(() => expect(document.title).toBe('Page not found · Rentacar'));
    expect(structuredData()).toEqual([]);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

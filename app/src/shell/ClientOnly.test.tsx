import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from './ClientOnly';

let fallbackRenders = 0;
function Fallback() {
  fallbackRenders += 1;
  return <p>Loading booking form</p>;
}

const bookingColumn = (
  <ClientOnly fallback={<Fallback />}>
    <p>Booking form</p>
  </ClientOnly>
);

// In this order: the first browser mount is the page's hydration.
describe('ClientOnly', () => {
  it('renders the fallback on the server', () => {
    expect(renderToString(bookingColumn)).toBe('<p>Loading booking form</p>');
  });

  it('hydrates the server markup, then shows its children', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(bookingColumn);
    render(bookingColumn, { container, hydrate: true });
    expect(await screen.findByText('Booking form')).toBeInTheDocument();
    expect(screen.queryByText('Loading booking form')).not.toBeInTheDocument();
  });

  it('shows its children at once when mounted after the app, as on a navigation', () => {
    fallbackRenders = 0;
    render(bookingColumn);
    expect(screen.getByText('Booking form')).toBeInTheDocument();
    expect(fallbackRenders).toBe(0);
  });
});

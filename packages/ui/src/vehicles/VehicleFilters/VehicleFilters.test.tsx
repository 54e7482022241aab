import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RentacarThemeProvider } from '../../foundations';
import { EMPTY_VEHICLE_FILTERS, VehicleFilters, type VehicleFilterValues } from './VehicleFilters';

/** The bar as the server renders it and the browser then hydrates it: no filter set but `applied`. */
function serverRenderedBar(onChange: () => void, applied: Partial<VehicleFilterValues> = {}) {
  const bar = (
    <RentacarThemeProvider withGlobalStyle={false}>
      <VehicleFilters
        values={{ ...EMPTY_VEHICLE_FILTERS, ...applied }}
        onChange={onChange}
        onClear={() => {}}
      />
    </RentacarThemeProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(bar);
  return { bar, container };
}

describe('VehicleFilters on a server-rendered page', () => {
  afterEach(cleanup);

  test('applies what the visitor entered before the app was live', async () => {
    const onChange = vi.fn();
    const { bar, container } = serverRenderedBar(onChange);
    // Before hydration, the page is plain HTML: typing and choosing change the controls only.
    const search = screen.getByLabelText<HTMLInputElement>('Search model');
    search.value = 'Mirai';
    screen.getByLabelText<HTMLSelectElement>('Fuel type').value = 'Hydrogen';

    render(bar, { container, hydrate: true });

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        ...EMPTY_VEHICLE_FILTERS,
        q: 'Mirai',
        fuelType: 'Hydrogen',
      }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Search model')).toHaveValue('Mirai');
  });

  test('changes nothing when nothing was entered, even where a field cannot show its value', async () => {
    const onChange = vi.fn();
    // A number field shows a value it cannot hold (a hand-edited URL's `?minSeats=x`) as empty.
    const { bar, container } = serverRenderedBar(onChange, { minSeats: 'x' });
    render(bar, { container, hydrate: true });
    await screen.findByLabelText('Search model');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { RentacarThemeProvider } from '../../foundations';
import { PriceBreakdown, type PriceBreakdownProps } from './PriceBreakdown';

const hours = (quantity: number): PriceBreakdownProps => ({
  lines: [
    {
      kind: 'base',
      label: `${quantity} hours x $10.00`,
      amount: quantity * 10,
      quantity,
      unit: 'hour',
      unitPrice: 10,
    },
  ],
  total: quantity * 10,
});

const breakdown = (props: PriceBreakdownProps) => (
  <RentacarThemeProvider withGlobalStyle={false}>
    <PriceBreakdown {...props} />
  </RentacarThemeProvider>
);

describe('PriceBreakdown announcements', () => {
  afterEach(cleanup);

  test('a changed price announces its new total, not the table again', () => {
    const { rerender } = render(breakdown(hours(3)));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Total: $30');

    rerender(breakdown(hours(4)));

    // The same live region, now with the new total only; the lines change outside it.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Total: \$40$/);
    expect(within(status).queryByRole('table')).toBeNull();
    expect(screen.getByRole('row', { name: '4 hours × $10 $40' })).toBeInTheDocument();
  });

  test('a price on its way says so, then the total it brings', () => {
    const { rerender } = render(breakdown(hours(3)));
    const status = screen.getByRole('status');

    rerender(breakdown({ ...hours(3), state: 'loading' }));
    expect(status).toHaveTextContent(/^Updating the price…$/);

    rerender(breakdown(hours(5)));
    expect(status).toHaveTextContent(/^Total: \$50$/);
  });
});

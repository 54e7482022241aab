import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { modelsByName } from '../../test/demoVehicles';
import { renderApp } from '../../test/renderApp';

describe('home', () => {
  it('activates the first popular model, and a click shows another one', async () => {
    const { user } = renderApp('/');
    const models = await screen.findByRole('list', { name: 'Vehicle models' });
    const [first, second] = modelsByName();
    expect(within(models).getByRole('button', { name: first })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: first })).toBeInTheDocument();

    await user.click(within(models).getByRole('button', { name: second! }));
    expect(within(models).getByRole('button', { name: second })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: second })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: first })).not.toBeInTheDocument();
  });
});

import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { empty, loading, serverError } from '@rentacar/mocks';
import { FIRST_SCREEN, type PageStory, pageStory, onPhone } from '../../shell/stories/pageStory';

export default {
  title: 'App/Site/Vehicles',
  tags: ['!autodocs'],
} satisfies Meta;

const findHeading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'Vehicle Models' }, FIRST_SCREEN);

/** The first 8 models by name, with paging. */
export const Loaded: PageStory = {
  ...pageStory({ path: '/vehicles' }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(canvas.getByText('Lux & Economic')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Rent car' })).toHaveLength(8));
    await expect(canvas.getAllByRole('link', { name: 'Details' })).toHaveLength(8);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('button', { name: 'Last page' })).toBeEnabled();
    await expect(pagination.queryByRole('button', { name: 'Page 5' })).toBeNull();
  },
};

/** Next asks the server for the following page of 8. */
export const SecondPage: PageStory = {
  ...pageStory({ path: '/vehicles' }),
  play: async ({ canvas, userEvent }) => {
    await findHeading(canvas);
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Rent car' })).toHaveLength(8));
    const firstModel = canvas.getAllByRole('heading', { level: 2 })[0]!.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })[0]).not.toHaveTextContent(
        firstModel ?? '',
      ),
    );
  },
};

export const Loading: PageStory = {
  ...pageStory({ path: '/vehicles', overrides: [loading('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vehicles');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Empty: PageStory = {
  ...pageStory({ path: '/vehicles', overrides: [empty('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await waitFor(() => expect(canvas.queryByText('Loading vehicles')).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Rent car' })).toBeNull();
  },
};

/** A failed load is only logged: the list stays empty and no toast shows. */
export const LoadError: PageStory = {
  ...pageStory({ path: '/vehicles', overrides: [serverError('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await waitFor(() => expect(canvas.queryByText('Loading vehicles')).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Rent car' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Filters come from the URL, so a shared link shows the same selection. */
export const FiltersApplied: PageStory = {
  ...pageStory({ path: '/vehicles?q=toyota&sort=priceDesc' }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(canvas.getByLabelText('Search model')).toHaveValue('toyota');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('priceDesc');
    await waitFor(() => {
      const models = canvas
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent);
      expect(models.length).toBeGreaterThan(0);
      expect(models.every((model) => /toyota/i.test(model ?? ''))).toBe(true);
    });
  },
};

/**
 * Nothing matches: the empty state offers to clear the filters. That clearing them shows every
 * vehicle, the RTL test checks.
 */
export const NoResults: PageStory = {
  ...pageStory({ path: '/vehicles?q=zzzz-no-such-model' }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(await canvas.findByText('No vehicles match your filters')).toBeVisible();
    const clearButtons = canvas.getAllByRole('button', { name: 'Clear filters' });
    await expect(clearButtons[clearButtons.length - 1]).toBeVisible();
    await expect(clearButtons[clearButtons.length - 1]).toBeEnabled();
  },
};

/** On phones the filters fold behind a 'Filters' button. */
const filtersFolded: PageStory = {
  ...pageStory({ path: '/vehicles' }),
  play: async ({ canvas, userEvent }) => {
    await findHeading(canvas);
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await expect(canvas.getByLabelText('Search model')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByLabelText('Search model')).toBeVisible();
  },
};

export const FiltersOnPhone = onPhone(filtersFolded);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { empty, loading, serverError } from '@rentacar/mocks';
import { FIRST_SCREEN, pageStory } from '../stories/pageStory';

const meta = {
  title: 'App/Site/Vehicles',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const findHeading = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { level: 1, name: 'Vehicle Models' }, FIRST_SCREEN);

/** The first 8 models by name, with paging. */
export const Loaded: Story = {
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
export const SecondPage: Story = {
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

export const Loading: Story = {
  ...pageStory({ path: '/vehicles', overrides: [loading('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vehicles');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const Empty: Story = {
  ...pageStory({ path: '/vehicles', overrides: [empty('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await waitFor(() => expect(canvas.queryByText('Loading vehicles')).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Rent car' })).toBeNull();
  },
};

/** A failed load is only logged: the list stays empty and no toast shows. */
export const LoadError: Story = {
  ...pageStory({ path: '/vehicles', overrides: [serverError('listVehicles')] }),
  play: async ({ canvas }) => {
    await findHeading(canvas);
    await waitFor(() => expect(canvas.queryByText('Loading vehicles')).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Rent car' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

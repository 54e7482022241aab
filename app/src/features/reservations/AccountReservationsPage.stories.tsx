import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { createReservation, empty, loading, serverError } from '@rentacar/mocks';
import {
  type Canvas,
  CUSTOMER,
  FIRST_SCREEN,
  type PageStory,
  pageStory,
  type PageStoryOptions,
  onPhone,
} from '../../shell/stories/pageStory';

export default {
  title: 'App/Account/Reservations',
  tags: ['!autodocs'],
} satisfies Meta;

const CUSTOMER_ID = 2;

/** The customer's reservations page; `options` add records or scenario overrides. */
const reservationsStory = (options: Pick<PageStoryOptions, 'arrange' | 'overrides'> = {}) =>
  pageStory({ path: '/user/reservations', as: CUSTOMER, ...options });

const findTable = async (canvas: Canvas) => {
  const table = await canvas.findByRole('table', { name: 'Your reservations' }, FIRST_SCREEN);
  return table;
};

const settledRows = async (table: HTMLElement) => {
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).getAllByRole('row').slice(1);
};

/** The customer's reservations. That a row opens its details, the RTL test checks. */
export const Loaded: PageStory = {
  ...reservationsStory(),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const rows = await settledRows(table);
    await expect(rows.length).toBeGreaterThan(0);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Vehicle', 'Pick-up', 'Drop-off']);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

export const LoadedOnPhone: PageStory = onPhone(Loaded);

/** More than 20 reservations: paging controls appear. */
export const ManyPages: PageStory = {
  ...reservationsStory({
    arrange: () => {
      for (let index = 0; index < 30; index += 1)
        createReservation({ userId: CUSTOMER_ID, carId: 1 });
    },
  }),
  play: async ({ canvas, userEvent }) => {
    const table = await findTable(canvas);
    await expect(await settledRows(table)).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^21/));
  },
};

export const Loading: PageStory = {
  ...reservationsStory({ overrides: [loading('listOwnReservations')] }),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: PageStory = {
  ...reservationsStory({ overrides: [empty('listOwnReservations')] }),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(await within(table).findByText('No records found')).toBeVisible();
  },
};

/** A failed load is only logged: the table stays empty, no toast. */
export const LoadError: PageStory = {
  ...reservationsStory({ overrides: [serverError('listOwnReservations')] }),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(await within(table).findByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

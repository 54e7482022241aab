import { expect, waitFor, within } from 'storybook/test';
import { empty, loading, serverError, type PagedOperationId } from '@rentacar/mocks';
import {
  expectFitsPhone,
  FIRST_SCREEN,
  ON_PHONE,
  pageStory,
  recordStory,
  type Canvas,
  type PageStoryOptions,
  type StoryUser,
} from '../../stories/pageStory';

const ADMIN = 'admin@example.com';

/** A page story of the app at an admin path, logged in as the demo administrator. */
export const adminStory = (options: Omit<PageStoryOptions, 'as'>) =>
  pageStory({ ...options, as: ADMIN });

/** The administrator's stories about one record created afresh for each (see `recordStory`). */
export const adminRecordStory = (options: Omit<Parameters<typeof recordStory>[0], 'as'>) =>
  recordStory({ ...options, as: ADMIN });

/** Waits until the admin layout is on screen. */
export const findAdminLayout = (canvas: Canvas) =>
  canvas.findByRole('navigation', { name: 'Admin' }, FIRST_SCREEN);

/** Opens the edit screen's delete confirmation and checks its warning; answers the dialog. */
export async function openDeleteDialog(canvas: Canvas, user: StoryUser) {
  await findAdminLayout(canvas);
  await user.click(await canvas.findByRole('button', { name: 'Delete' }));
  const dialog = canvas.getByRole('dialog', { name: 'Are you sure to delete?' });
  await expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
  return within(dialog);
}

/** Deletes the record on screen through its confirmation dialog. */
export async function confirmDelete(canvas: Canvas, user: StoryUser) {
  const dialog = await openDeleteDialog(canvas, user);
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
}

/** A play function: the admin layout is up while the record is still on its way. */
export const expectRecordLoading =
  (text: string) =>
  async ({ canvas }: { canvas: Canvas }) => {
    await findAdminLayout(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  };

/**
 * The edit screen of a built-in record at `path`: the notice, the form disabled (`field` stands for
 * all), neither Update nor Delete, and Cancel to leave.
 */
export const builtInRecordStory = ({
  path,
  notice,
  field,
}: {
  path: () => string;
  notice: string;
  field: string;
}) => ({
  ...adminStory({ path }),
  play: async ({ canvas }: { canvas: Canvas }) => {
    await findAdminLayout(canvas);
    await expect(await canvas.findByText(notice)).toBeVisible();
    await expect(canvas.getByLabelText(field)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
});

/** The table body rows of the list named `table`, once it has rows. */
export async function findBodyRows(canvas: Canvas, table: string) {
  await findAdminLayout(canvas);
  const list = await canvas.findByRole('table', { name: table });
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return within(list).getAllByRole('row').slice(1);
}

interface ListStoryOptions {
  path: string;
  table: string;
  operationId: PagedOperationId;
}

/**
 * A list showing its first page of 10 from the demo data; `checkFirstRow` asserts the screen's own
 * cell formats on the first row.
 */
export const listStory = (
  { path, table }: ListStoryOptions,
  checkFirstRow?: (cells: HTMLElement[]) => Promise<void>,
) => ({
  ...adminStory({ path }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const rows = await findBodyRows(canvas, table);
    await expect(rows).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await checkFirstRow?.(within(rows[0]!).getAllByRole('cell'));
  },
});

/**
 * The list at phone width, where its columns do not fit: the table scrolls sideways inside its
 * box (the page itself does not), and scrolled to its end it shows the last column whole with the
 * first one (the record's name) still in place beside it, and the pagination in one row in view.
 */
export const listOnPhoneStory = (
  options: ListStoryOptions,
  checkFirstRow?: (cells: HTMLElement[]) => Promise<void>,
) => {
  const story = listStory(options, checkFirstRow);
  return {
    ...story,
    globals: ON_PHONE,
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await story.play({ canvasElement });
      const table = within(canvasElement).getByRole('table', { name: options.table });
      const box = table.parentElement!;
      await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      await expectFitsPhone();
      box.scrollLeft = box.scrollWidth;
      const edges = box.getBoundingClientRect();
      const headers = within(table).getAllByRole('columnheader');
      const first = headers[0]!.getBoundingClientRect();
      const last = headers.at(-1)!.getBoundingClientRect();
      await expect(first.left).toBeGreaterThanOrEqual(edges.left - 1);
      await expect(last.right).toBeLessThanOrEqual(edges.right + 1);
      await expect(last.left).toBeGreaterThanOrEqual(first.right - 1);
      // The paging controls stay in view beside a scrolled table, in one row.
      const pageButtons = within(
        within(canvasElement).getByRole('navigation', { name: 'Pagination' }),
      ).getAllByRole('button');
      const rowTops = new Set(pageButtons.map((button) => button.getBoundingClientRect().top));
      await expect(rowTops.size).toBe(1);
      for (const button of pageButtons) {
        const place = button.getBoundingClientRect();
        await expect(place.left).toBeGreaterThanOrEqual(edges.left);
        await expect(place.right).toBeLessThanOrEqual(edges.right);
      }
    },
  };
};

/** The list while its first page is on the way: a spinner in the table. */
export const listLoadingStory = ({ path, table, operationId }: ListStoryOptions) => ({
  ...adminStory({ path, overrides: [loading(operationId)] }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: table });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getByRole('status')).toHaveTextContent('Loading');
  },
});

/** No records at all. */
export const listEmptyStory = ({ path, table, operationId }: ListStoryOptions) => ({
  ...adminStory({ path, overrides: [empty(operationId)] }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: table });
    await expect(await within(list).findByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
});

/** A failed load is only logged (spec §8): the list stays empty, no toast. */
export const listErrorStory = ({ path, table, operationId }: ListStoryOptions) => ({
  ...adminStory({ path, overrides: [serverError(operationId)] }),
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await findAdminLayout(canvas);
    const list = canvas.getByRole('table', { name: table });
    await expect(await within(list).findByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

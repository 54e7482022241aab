import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PagedTable, type PagedTableProps, type TableColumn } from './PagedTable';

interface ReservationRow {
  id: number;
  vehicle: string;
  pickUp: string;
  dropOff: string;
}

const columns: TableColumn<ReservationRow>[] = [
  { key: 'id', header: '#' },
  { key: 'vehicle', header: 'Vehicle', sortable: true },
  { key: 'pickUp', header: 'Pick-up' },
  { key: 'dropOff', header: 'Drop-off', render: (row) => <strong>{row.dropOff}</strong> },
];

const rows: ReservationRow[] = [
  { id: 1, vehicle: 'Audi A4', pickUp: 'Airport 2026-03-14 10:00', dropOff: 'Downtown 2026-03-16 09:30' },
  { id: 2, vehicle: 'BMW X5', pickUp: 'Harbour 2026-04-01 08:00', dropOff: 'Airport 2026-04-03 18:00' },
  { id: 3, vehicle: 'Fiat 500', pickUp: 'Station 2026-05-10 12:00', dropOff: 'Station 2026-05-11 12:00' },
];

const meta = {
  title: 'Library/Data/PagedTable',
  component: PagedTable,
  args: {
    caption: 'Reservations',
    columns,
    rows,
    getRowKey: (row: ReservationRow) => row.id,
    page: 1,
    pageSize: 20,
    totalElements: 3,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    onRowClick: fn(),
  },
} satisfies Meta<PagedTableProps<ReservationRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinglePage: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Reservations' });
    await expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Vehicle',
      'Pick-up',
      'Drop-off',
    ]);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('Downtown 2026-03-16 09:30').tagName).toBe('STRONG');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Rows per page')).toHaveValue('20');
  },
};

export const ManyPages: Story = {
  args: { page: 1, pageSize: 10, totalElements: 95 },
  play: async ({ canvas, userEvent, args }) => {
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.queryByRole('button', { name: 'Page 6' })).not.toBeInTheDocument();
    await userEvent.click(pagination.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pagination.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(pagination.getByRole('button', { name: 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
  },
};

export const MiddlePage: Story = {
  args: { page: 6, pageSize: 10, totalElements: 95 },
  play: async ({ canvas, userEvent, args }) => {
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(
      pagination.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    await userEvent.click(pagination.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(pagination.getByRole('button', { name: 'First page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const LastPage: Story = {
  args: { page: 10, pageSize: 10, totalElements: 95 },
  play: async ({ canvas }) => {
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 10' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const RowsPerPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const RowActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('BMW X5'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(rows[1]);
    const firstRow = canvas.getByText('Audi A4').closest('tr');
    firstRow?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(rows[2]);
    await expect(args.onRowClick).toHaveBeenCalledTimes(3);
  },
};

export const Sortable: Story = {
  args: { sort: { key: 'vehicle', direction: 'ASC' }, onSortChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const header = canvas.getByRole('columnheader', { name: /Vehicle/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'vehicle', direction: 'DESC' });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByText('Audi A4')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [], totalElements: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records found')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

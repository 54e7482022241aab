import { Trans } from '@lingui/react/macro';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../../shell/Spinner';
import { Pagination } from '../Pagination';
import {
  Caption,
  Cell,
  Footer,
  HeaderCell,
  PageSize,
  Row,
  SortButton,
  StateCell,
  Table,
  TableWrapper,
} from './styles';

export type SortDirection = 'ASC' | 'DESC';

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface TableColumn<RowData> {
  key: string;
  header: string;
  /** Cell content; by default the row's property named `key`. */
  render?: (row: RowData) => ReactNode;
  sortable?: boolean;
}

export interface PagedTableProps<RowData> {
  /** The table's accessible name (rendered as its caption). */
  caption: string;
  /** The columns, in order: header, cell content and whether they sort. */
  columns: readonly TableColumn<RowData>[];
  /** The rows of the current page. */
  rows: readonly RowData[];
  /** A stable key per row, e.g. its id. */
  getRowKey: (row: RowData) => string | number;
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Rows on all pages together (the pagination counts pages from it). */
  totalElements: number;
  /** The user chose another page. */
  onPageChange: (page: number) => void;
  /** The user chose another page size. */
  onPageSizeChange: (size: number) => void;
  /** The page sizes offered. */
  pageSizeOptions?: readonly number[];
  /** The current sort column and direction, shown with `aria-sort`. */
  sort?: TableSort;
  /** The user clicked a sortable header. */
  onSortChange?: (sort: TableSort) => void;
  /** Makes rows focusable and activatable by click, Enter or Space. */
  onRowClick?: (row: RowData) => void;
  /** The page is loading: a spinner instead of the rows. */
  loading?: boolean;
  /** Shown when there are no rows. */
  emptyText?: string;
  /** Hide the caption visually (when a page heading already names the table). */
  hideCaption?: boolean;
}

const ariaSort = (column: string, sort: TableSort | undefined) =>
  sort?.key === column ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined;

const defaultCell = (row: unknown, key: string): ReactNode => {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};

/** A table over one server page with paging controls, a rows-per-page selector and row activation. */
export function PagedTable<RowData>({
  caption,
  columns,
  rows,
  getRowKey,
  page,
  pageSize,
  totalElements,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50, 100],
  sort,
  onSortChange,
  onRowClick,
  loading = false,
  emptyText,
  hideCaption = false,
}: PagedTableProps<RowData>) {
  const sizeId = useId();
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));

  const onRowKeyDown = (event: KeyboardEvent, row: RowData) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  const toggleSort = (key: string) =>
    onSortChange?.({
      key,
      direction: sort?.key === key && sort.direction === 'ASC' ? 'DESC' : 'ASC',
    });

  const body = loading ? (
    <tr>
      <StateCell colSpan={columns.length}>
        <Spinner />
      </StateCell>
    </tr>
  ) : rows.length === 0 ? (
    <tr>
      <StateCell colSpan={columns.length}>{emptyText ?? <Trans>No records found</Trans>}</StateCell>
    </tr>
  ) : (
    rows.map((row) => (
      <Row
        key={getRowKey(row)}
        $clickable={Boolean(onRowClick)}
        tabIndex={onRowClick ? 0 : undefined}
        onClick={onRowClick && (() => onRowClick(row))}
        onKeyDown={onRowClick && ((event) => onRowKeyDown(event, row))}
      >
        {columns.map((column) => (
          <Cell key={column.key}>
            {column.render ? column.render(row) : defaultCell(row, column.key)}
          </Cell>
        ))}
      </Row>
    ))
  );

  return (
    <TableWrapper>
      <Table aria-busy={loading || undefined}>
        <Caption $hidden={hideCaption}>{caption}</Caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" aria-sort={ariaSort(column.key, sort)}>
                {column.sortable && onSortChange ? (
                  <SortButton type="button" onClick={() => toggleSort(column.key)}>
                    {column.header}
                    <span aria-hidden="true">
                      {sort?.key === column.key ? (sort.direction === 'ASC' ? '▲' : '▼') : '↕'}
                    </span>
                  </SortButton>
                ) : (
                  column.header
                )}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
      <Footer>
        <PageSize htmlFor={sizeId}>
          <Trans>Rows per page</Trans>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </PageSize>
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </Footer>
    </TableWrapper>
  );
}

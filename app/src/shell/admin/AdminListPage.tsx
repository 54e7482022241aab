import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT_MAX_LENGTH } from '@rentacar/contract';
import { AdminHeading, ListFilters, PagedTable, type TableColumn } from '@rentacar/ui';
import type { SortedPageRequest } from '../api/admin';
import type { FilterValues } from '../api/filters';
import { useListFilters, type InputFilterSpec, type SelectFilterSpec } from './useListFilters';
import { useSortedPageRequest, type SortOrder } from './useSortedPageRequest';
import { PageMeta } from '../PageMeta';
import { translateApiMessage } from '../api/apiMessages';
import { useLingui } from '@lingui/react/macro';

interface Page<Row> {
  content: Row[];
  totalElements: number;
}

/** A column; a sortable one is keyed by the API's sort field of that column. */
export type AdminColumn<Row, Sort extends string> =
  (TableColumn<Row> & { key: Sort; sortable: true }) | (TableColumn<Row> & { sortable?: false });

export interface AdminListPageProps<Row extends { id: number }, Sort extends string> {
  title: string;
  /** Where a row leads: `${detailPath}/${row.id}`. */
  detailPath: string;
  columns: readonly AdminColumn<Row, Sort>[];
  defaultSort: SortOrder<Sort>;
  /** The resource's SWR hook for one sorted page with the URL's filters (`q`, selects, inputs). */
  usePage: (
    query: SortedPageRequest<Sort>,
    filters: FilterValues,
  ) => { data?: Page<Row>; isLoading: boolean };
  /** Label of the search box (`Search users`); without it the list has no search box. */
  searchLabel?: string;
  /** Select filters shown next to the search box. */
  selects?: readonly SelectFilterSpec[];
  /** Id and date-time filters shown after the selects. */
  inputs?: readonly InputFilterSpec[];
  /** Why a filter's value is not sent (`to: must be after from`), by the filter's name. */
  filterErrors?: (filters: FilterValues) => FilterValues;
  /** Buttons above the table ('Download Users', 'New Vehicle'). */
  actions?: ReactNode;
}

const sortFields = <Row, Sort extends string>(columns: readonly AdminColumn<Row, Sort>[]): Sort[] =>
  columns.flatMap((column) => (column.sortable ? [column.key] : []));

/**
 * A server-paged, sortable administrator list (spec §2 admin screens): a row click, Enter or Space
 * opens the record. The loading state ends with the first answer, success or failure (spec §4).
 */
export function AdminListPage<Row extends { id: number }, Sort extends string>({
  title,
  detailPath,
  columns,
  defaultSort,
  usePage,
  actions,
  searchLabel,
  selects = [],
  inputs = [],
  filterErrors,
}: AdminListPageProps<Row, Sort>) {
  const { i18n, t } = useLingui();
  const { query, table } = useSortedPageRequest(defaultSort, sortFields(columns));
  const names = [
    ...(searchLabel === undefined ? [] : ['q']),
    ...[...selects, ...inputs].map((filter) => filter.name),
  ];
  const { values, setFilter, clearFilters } = useListFilters(names);
  // Changed filters start again from the first page, whether set here or by a link (`?userId=5`).
  const filterKey = JSON.stringify(values);
  const [pagedFilterKey, setPagedFilterKey] = useState(filterKey);
  if (pagedFilterKey !== filterKey) {
    setPagedFilterKey(filterKey);
    table.onPageChange(1);
  }
  const { data, isLoading } = usePage(query, values);
  // Worded as the API words the same refusal, so they read in the page's language as its answers do.
  const errors = Object.fromEntries(
    Object.entries(filterErrors?.(values) ?? {}).map(([name, error]) => [
      name,
      error && translateApiMessage(i18n, error),
    ]),
  );
  const navigate = useNavigate();
  const lowerCaseTitle = title.toLocaleLowerCase(i18n.locale);
  return (
    <>
      <PageMeta title={t`${title} · Admin Panel`} />
      <AdminHeading actions={actions}>{title}</AdminHeading>
      {names.length > 0 && (
        <ListFilters
          label={t`Filter ${lowerCaseTitle}`}
          searchLabel={searchLabel}
          search={values.q}
          searchMaxLength={SEARCH_TEXT_MAX_LENGTH}
          onSearchChange={(search) => setFilter('q', search)}
          selects={selects.map((select) => ({ ...select, value: values[select.name] ?? '' }))}
          onSelectChange={setFilter}
          inputs={inputs.map((input) => ({
            ...input,
            value: values[input.name] ?? '',
            error: errors[input.name],
          }))}
          onInputChange={setFilter}
          onClear={clearFilters}
        />
      )}
      <PagedTable
        caption={title}
        hideCaption
        columns={columns}
        rows={data?.content ?? []}
        getRowKey={(row) => row.id}
        totalElements={data?.totalElements ?? 0}
        loading={isLoading}
        onRowClick={(row) => void navigate(`${detailPath}/${row.id}`)}
        {...table}
      />
    </>
  );
}

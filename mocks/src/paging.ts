import { pageOf, type operations, type Page } from '@rentacar/contract';

type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

/** The operations that answer a page (they take `page`). */
export type PagedOperationId = {
  [Id in keyof operations]: [QueryOf<Id>] extends [never]
    ? never
    : 'page' extends keyof QueryOf<Id>
      ? Id
      : never;
}[keyof operations];

/**
 * The paging of a validated query. The contract gives `page`, `size`, `sort` and `direction`
 * defaults, which validation has filled in; the generated types still call them optional.
 */
export interface PageQuery<Field extends string = string> {
  page?: number;
  size?: number;
  sort?: Field;
  direction?: 'ASC' | 'DESC';
}

type Sortable = string | number | boolean;

function compareValues(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  // Plain code-unit order for text, like a binary collation.
  return a < b ? -1 : 1;
}

/** Sorts by the requested field (ties by id ascending, so paging is stable) and cuts one page. */
export function toPage<Item extends { id: number }, Field extends string>(
  items: readonly Item[],
  query: PageQuery<Field>,
  valueOf: (item: Item, field: Field) => Sortable = (item, field) =>
    (item as unknown as Record<Field, Sortable>)[field],
): Page<Item> {
  const { page, size, sort, direction } = query as Required<PageQuery<Field>>;
  const sign = direction === 'ASC' ? 1 : -1;
  const sorted = [...items].sort(
    (a, b) => sign * compareValues(valueOf(a, sort), valueOf(b, sort)) || a.id - b.id,
  );
  return pageOf(sorted.slice(page * size, page * size + size), sorted.length, { page, size });
}

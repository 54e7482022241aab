import { PARAMETER_LIMITS, type PageMetadata } from '@rentacar/api';
import { fail } from './errors';

export type Direction = 'ASC' | 'DESC';

export interface PagedListSpec<Field extends string = string> {
  sortable: readonly Field[];
  defaultSort: Field;
  defaultSize: number;
  defaultDirection: Direction;
}

// The caller's own reservations and the administrator's list page alike.
const reservationPaging = {
  sortable: [
    'id',
    'pickUpTime',
    'dropOffTime',
    'pickUpLocation',
    'dropOffLocation',
    'status',
    'totalPrice',
  ],
  defaultSort: 'pickUpTime',
  defaultSize: 10,
  defaultDirection: 'DESC',
} as const satisfies PagedListSpec;

/** Sortable fields and defaults of every paged operation (contract.md). */
export const pagedLists = {
  listVehicles: {
    sortable: [
      'id',
      'model',
      'doors',
      'seats',
      'luggage',
      'transmission',
      'airConditioning',
      'fuelType',
      'age',
      'pricePerHour',
    ],
    defaultSort: 'model',
    defaultSize: 10,
    defaultDirection: 'ASC',
  },
  listUsers: {
    sortable: ['id', 'firstName', 'lastName', 'email', 'phoneNumber', 'address', 'zipCode'],
    defaultSort: 'firstName',
    defaultSize: 10,
    defaultDirection: 'ASC',
  },
  listContactMessages: {
    sortable: ['id', 'name', 'email', 'subject'],
    defaultSort: 'subject',
    defaultSize: 20,
    defaultDirection: 'ASC',
  },
  listOwnReservations: reservationPaging,
  listReservations: reservationPaging,
} as const satisfies Record<string, PagedListSpec>;

export type PagedOperationId = keyof typeof pagedLists;

export interface PageRequest<Field extends string = string> {
  page: number;
  size: number;
  sort: Field;
  direction: Direction;
}

function readInteger(request: Request, name: string, raw: string, min: number, max: number) {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    fail(request, 400, `${name}: must be an integer between ${min} and ${max}`);
  }
  return value;
}

/** A page or size within the contract's bounds. */
const readLimitedInteger = (request: Request, name: 'page' | 'size', raw: string) =>
  readInteger(request, name, raw, PARAMETER_LIMITS[name].minimum, PARAMETER_LIMITS[name].maximum);

/** page, size, sort and direction of a request, with the list's defaults; 400 `<param>: ...` when invalid. */
export function readPageRequest<Field extends string>(
  request: Request,
  spec: PagedListSpec<Field>,
): PageRequest<Field> {
  const query = new URL(request.url).searchParams;
  const page = query.get('page');
  const size = query.get('size');
  const sort = query.get('sort');
  const direction = query.get('direction');
  if (sort !== null && !(spec.sortable as readonly string[]).includes(sort)) {
    fail(request, 400, `sort: must be one of ${spec.sortable.join(', ')}`);
  }
  if (direction !== null && direction !== 'ASC' && direction !== 'DESC') {
    fail(request, 400, 'direction: must be ASC or DESC');
  }
  return {
    page: page === null ? 0 : readLimitedInteger(request, 'page', page),
    size: size === null ? spec.defaultSize : readLimitedInteger(request, 'size', size),
    sort: (sort as Field | null) ?? spec.defaultSort,
    direction: (direction as Direction | null) ?? spec.defaultDirection,
  };
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
  { page, size, sort, direction }: PageRequest<Field>,
  valueOf: (item: Item, field: Field) => Sortable = (item, field) =>
    (item as unknown as Record<Field, Sortable>)[field],
): PageMetadata & { content: Item[] } {
  const sign = direction === 'ASC' ? 1 : -1;
  const sorted = [...items].sort(
    (a, b) => sign * compareValues(valueOf(a, sort), valueOf(b, sort)) || a.id - b.id,
  );
  const content = sorted.slice(page * size, page * size + size);
  const totalPages = Math.ceil(sorted.length / size);
  return {
    content,
    number: page,
    size,
    numberOfElements: content.length,
    totalElements: sorted.length,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}

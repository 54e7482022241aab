import type { PageMetadata } from './types';

/** One page of a list as the contract answers it: Spring's page JSON. */
export type Page<Item> = PageMetadata & { content: Item[] };

/** The page `page` of `size` items holding `content`, out of `totalElements` in all. */
export function pageOf<Item>(
  content: Item[],
  totalElements: number,
  { page, size }: { page: number; size: number },
): Page<Item> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    number: page,
    size,
    numberOfElements: content.length,
    totalElements,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: content.length === 0,
  };
}

import { useState } from 'react';

export interface PageRequest {
  /** Zero-based, as the API counts pages. */
  page: number;
  size: number;
}

/**
 * Server paging driven by a 1-based page control (spec §7): changing the page requests the page
 * minus one; changing the rows per page requests the new size from the first page.
 */
export function usePageRequest(defaultSize: number) {
  const [request, setRequest] = useState<PageRequest>({ page: 0, size: defaultSize });
  return {
    request,
    control: {
      page: request.page + 1,
      pageSize: request.size,
      onPageChange: (page: number) => setRequest((current) => ({ ...current, page: page - 1 })),
      onPageSizeChange: (size: number) => setRequest({ page: 0, size }),
    },
  };
}

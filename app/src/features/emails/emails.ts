import useSWR from 'swr';
import { EMAIL_STATUSES, type OperationQuery } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api } from '../../shell/api/client';
import { oneOf, searchText, type FilterValues } from '../../shell/api/filters';

// The administrator's view of the e-mail outbox.

export type EmailSort = NonNullable<OperationQuery<'listEmails'>['sort']>;

/** The administrator's optional filters of the e-mail list. */
export type EmailFilters = Pick<OperationQuery<'listEmails'>, 'q' | 'status'>;

/** The list's URL filters as the API takes them: search text, one status. */
export const toEmailFilters = (values: FilterValues): EmailFilters => ({
  q: searchText(values.q),
  status: oneOf(EMAIL_STATUSES, values.status),
});

export function useEmailsPage(
  { page, size, sort, direction }: SortedPageRequest<EmailSort>,
  filters: EmailFilters = {},
) {
  return useSWR(
    ['listEmails', page, size, sort, direction, filters],
    () =>
      unwrap(
        api.GET('/emails/admin/pages', {
          params: { query: { page, size, sort, direction, ...filters } },
        }),
      ),
    { keepPreviousData: true },
  );
}

export const useFilteredEmailsPage = (query: SortedPageRequest<EmailSort>, values: FilterValues) =>
  useEmailsPage(query, toEmailFilters(values));

export function useEmail(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getEmail', id], ([, emailId]) =>
    unwrap(api.GET('/emails/admin/{id}', { params: { path: { id: emailId } } })),
  );
}

/** Puts an e-mail back in the queue, whatever its status. */
export const resendEmail = (id: number) =>
  unwrap(api.POST('/emails/admin/{id}/resend', { params: { path: { id } } }));

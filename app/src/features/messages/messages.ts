import useSWR from 'swr';
import { type ContactMessageInput, type OperationQuery } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api } from '../../shell/api/client';
import { searchText, type FilterValues } from '../../shell/api/filters';

export const sendContactMessage = (message: ContactMessageInput) =>
  unwrap(api.POST('/contactmessage/visitors', { body: message }));

// Administrator operations.

export type ContactMessageSort = NonNullable<OperationQuery<'listContactMessages'>['sort']>;

/** The administrator's optional filters of the message list. */
export type ContactMessageFilters = Pick<OperationQuery<'listContactMessages'>, 'q'>;

export function useContactMessagesPage(
  { page, size, sort, direction }: SortedPageRequest<ContactMessageSort>,
  filters: ContactMessageFilters = {},
) {
  return useSWR(
    ['listContactMessages', page, size, sort, direction, filters],
    () =>
      unwrap(
        api.GET('/contactmessage/pages', {
          params: { query: { page, size, sort, direction, ...filters } },
        }),
      ),
    { keepPreviousData: true },
  );
}

export const useFilteredContactMessagesPage = (
  query: SortedPageRequest<ContactMessageSort>,
  values: FilterValues,
) => useContactMessagesPage(query, { q: searchText(values.q) });

export function useContactMessage(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getContactMessage', id], ([, messageId]) =>
    unwrap(api.GET('/contactmessage/{messageId}', { params: { path: { messageId } } })),
  );
}

export const deleteContactMessage = (messageId: number) =>
  unwrap(api.DELETE('/contactmessage/{messageId}', { params: { path: { messageId } } }));

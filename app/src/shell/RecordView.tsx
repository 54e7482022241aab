import type { ReactNode } from 'react';
import { PageSection, Spinner } from '@rentacar/ui';
import { isNotFound } from './api/errors';
import NotFoundPage from './NotFoundPage';
import { PageMeta } from './PageMeta';

export interface RecordViewProps<Record> {
  /** The id (or slug) from the URL; undefined when it is none at all. */
  id: number | string | undefined;
  query: { data?: Record; error?: unknown; isLoading: boolean };
  loadingLabel: string;
  children: (record: Record) => ReactNode;
}

/**
 * A detail screen's states before its record shows: a spinner (its label also the page's title)
 * while loading, the not-found page for an id the server does not know, and nothing after another
 * failure (only logged, spec §8).
 */
export function RecordView<Record>({ id, query, loadingLabel, children }: RecordViewProps<Record>) {
  if (query.isLoading) {
    return (
      <PageSection>
        <PageMeta title={loadingLabel} />
        <Spinner size="lg" label={loadingLabel} />
      </PageSection>
    );
  }
  if (id === undefined || isNotFound(query.error)) return <NotFoundPage />;
  return query.data === undefined ? null : children(query.data);
}

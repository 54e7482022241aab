import type { ReactNode } from 'react';
import { Spinner } from '@rentacar/ui';
import { isNotFound } from '../api/errors';
import NotFoundPage from '../shared/NotFoundPage';

export interface RecordGateProps<Record> {
  /** The id from the URL; undefined when the URL holds no valid id. */
  id: number | undefined;
  /** The record's SWR state. */
  record: { data?: Record; error?: unknown; isLoading: boolean };
  /** What is loading, for screen readers ('Loading vehicle'). */
  loadingLabel: string;
  children: (record: Record) => ReactNode;
}

/**
 * An edit screen's record: a spinner while it loads, the not-found page for an unknown id, nothing
 * after another load failure (only logged, spec §8), else the screen.
 */
export function RecordGate<Record>({
  id,
  record,
  loadingLabel,
  children,
}: RecordGateProps<Record>) {
  if (record.isLoading) return <Spinner size="lg" label={loadingLabel} />;
  if (id === undefined || isNotFound(record.error)) return <NotFoundPage />;
  return record.data === undefined ? null : children(record.data);
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useFormatMoney } from '../../foundations/money';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { RESERVATION_STATUS_MESSAGES, type ReservationStatus } from '../reservationStatuses';
import { useId } from 'react';
import { Change, ChangeMeta, Changes, FieldTable, HiddenCaption, HistoryTitle } from './styles';

/** What a change can touch; the values come as text (times `2026-03-14T10:00:00`, price `120.00`). */
export type ReservationHistoryField =
  | 'pickUpTime'
  | 'dropOffTime'
  | 'pickUpLocation'
  | 'dropOffLocation'
  | 'vehicle'
  | 'status'
  | 'totalPrice';

/** One change of a reservation: who made it, when (office time), and each field before and after. */
export interface ReservationHistoryChange {
  at: string;
  by: 'customer' | 'administrator' | 'system';
  fields: { field: ReservationHistoryField; before: string; after: string }[];
}

export interface ReservationHistoryProps {
  /** The reservation's changes, oldest first; empty for one never changed. */
  changes: readonly ReservationHistoryChange[];
}

/**
 * A reservation's history: each change, oldest first, with who made it, when, and a table of the
 * fields it changed with their values before and after.
 */
export function ReservationHistory({ changes }: ReservationHistoryProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const fieldLabels: Record<ReservationHistoryField, string> = {
    pickUpTime: t`Pick-up Time`,
    dropOffTime: t`Drop-off Time`,
    pickUpLocation: t`Pick-up Location`,
    dropOffLocation: t`Drop-off Location`,
    vehicle: t`Vehicle`,
    status: t`Status`,
    totalPrice: t`Price`,
  };
  const actors: Record<ReservationHistoryChange['by'], string> = {
    customer: t`By the customer`,
    administrator: t`By an administrator`,
    system: t`Automatically`,
  };
  const written = (field: ReservationHistoryField, value: string) => {
    if (field === 'pickUpTime' || field === 'dropOffTime') return formatDateTime(value);
    if (field === 'totalPrice') return formatMoney(Number(value));
    // A status the library does not know (a newer API's) shows as the API sends it.
    if (field === 'status' && value in RESERVATION_STATUS_MESSAGES) {
      return i18n._(RESERVATION_STATUS_MESSAGES[value as ReservationStatus]);
    }
    return value;
  };
  return (
    <section aria-labelledby={titleId}>
      <HistoryTitle id={titleId}>
        <Trans>History</Trans>
      </HistoryTitle>
      {changes.length === 0 ? (
        <p>
          <Trans>No changes since the booking.</Trans>
        </p>
      ) : (
        <Changes>
          {changes.map((change, index) => {
            const when = formatDateTime(change.at);
            const who = actors[change.by];
            return (
              <Change key={`${change.at}-${index}`}>
                <ChangeMeta>
                  <time dateTime={change.at}>{when}</time> · {who}
                </ChangeMeta>
                <FieldTable>
                  <HiddenCaption>
                    <Trans>
                      Changed on {when}, {who}
                    </Trans>
                  </HiddenCaption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <Trans>Detail</Trans>
                      </th>
                      <th scope="col">
                        <Trans>Before</Trans>
                      </th>
                      <th scope="col">
                        <Trans>After</Trans>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {change.fields.map(({ field, before, after }) => (
                      <tr key={field}>
                        <th scope="row">{fieldLabels[field]}</th>
                        <td>{written(field, before)}</td>
                        <td>{written(field, after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </FieldTable>
              </Change>
            );
          })}
        </Changes>
      )}
    </section>
  );
}

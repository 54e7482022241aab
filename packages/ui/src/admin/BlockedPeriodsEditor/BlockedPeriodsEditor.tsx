import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { deleteConfirmation, useConfirm } from '../../data/ConfirmDialog';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { Actions, FormGrid, TextField } from '../../forms/fields';
import { blockedPeriodSchema, type BlockedPeriodValues } from '../../forms/schemas';
import type { SubmitHandler } from '../../forms/SchemaForm';
import { useFormatDateTime } from '../../i18n/useFormatDateTime';
import { Button } from '../../shell/Button';
import {
  Conflict,
  Empty,
  Form,
  FormHeading,
  Heading,
  Period,
  Periods,
  Reason,
  RowActions,
  Section,
  Times,
} from './styles';

/** A blocked period as listed; `start` and `end` are wall-clock times (`2026-03-20T08:00:00`). */
export interface BlockedPeriodItem {
  id: number;
  start: string;
  end: string;
  reason: string;
}

/** A reservation in a refused period's way; times as `2026-03-20T10:00:00`. */
export interface BlockingReservationItem {
  id: number;
  pickUpTime: string;
  dropOffTime: string;
}

/** Why the last save was refused because the vehicle is taken then. */
export interface BlockConflict {
  /** The host's message, in the active language. */
  message: string;
  /** The reservations to move or cancel first (none when another blocked period is in the way). */
  reservations: readonly BlockingReservationItem[];
}

export interface BlockedPeriodsEditorProps {
  /** The vehicle's blocked periods, in the order to list them. */
  blocks: readonly BlockedPeriodItem[];
  /** A new period was submitted; resolve `true` to clear the form. */
  onCreate: SubmitHandler<BlockedPeriodValues>;
  /** A changed period was submitted; resolve `true` to close the edit. */
  onUpdate: (id: number, values: BlockedPeriodValues) => Promise<boolean | void>;
  /** Called after the delete confirmation. */
  onDelete: (id: number) => void;
  /** The last save's refusal, shown above the form with the reservations in the way. */
  conflict?: BlockConflict;
  /** The admin edit address of a reservation in the way, e.g. `/admin/reservations/7`. */
  reservationHref: (id: number) => string;
  /** The app's router link for those addresses (default: a plain anchor). */
  linkComponent?: LinkComponent;
  /** The host is saving or deleting: the buttons show it and cannot be pressed. */
  busy?: boolean;
  /** The most characters a reason may hold (the host's limit, e.g. its API's). */
  reasonMaxLength?: number;
  /** The section's heading (default 'Blocked periods'). */
  label?: string;
  /** Times the new-period form starts with (a period chosen elsewhere, e.g. on a calendar). */
  draft?: { start: string; end: string };
}

const dateOf = (isoLocal: string) => isoLocal.slice(0, 10);
const timeOf = (isoLocal: string) => isoLocal.slice(11, 16);

const toValues = ({ start, end, reason }: BlockedPeriodItem): BlockedPeriodValues => ({
  startDate: dateOf(start),
  startTime: timeOf(start),
  endDate: dateOf(end),
  endTime: timeOf(end),
  reason,
});

/**
 * The periods a vehicle is out of service (repair, annual service, staff use): each with its times,
 * reason, Edit and Delete (after a confirmation), and below them a form to block a new period or
 * change the one being edited. A period the server refused because reservations are in its way
 * shows the host's message with those reservations, each linking to its edit.
 */
export function BlockedPeriodsEditor({
  blocks,
  onCreate,
  onUpdate,
  onDelete,
  conflict,
  reservationHref,
  linkComponent: Link = AnchorLink,
  busy = false,
  reasonMaxLength,
  label,
  draft,
}: BlockedPeriodsEditorProps) {
  const { t } = useLingui();
  const formatDateTime = useFormatDateTime();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<BlockedPeriodItem>();
  const headingId = useId();
  const period = (start: string, end: string) =>
    `${formatDateTime(start)} – ${formatDateTime(end)}`;
  const confirmDelete = async (id: number) => {
    if (await confirm(deleteConfirmation)) onDelete(id);
  };
  const submit = async (values: BlockedPeriodValues) => {
    if (editing === undefined) return onCreate(values);
    const saved = await onUpdate(editing.id, values);
    if (saved === true) setEditing(undefined);
    return saved;
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{label ?? t`Blocked periods`}</Heading>
      {blocks.length === 0 ? (
        <Empty>
          <Trans>No blocked periods</Trans>
        </Empty>
      ) : (
        <Periods aria-label={t`Blocked periods`}>
          {blocks.map((block) => {
            const times = period(block.start, block.end);
            return (
              <Period key={block.id} aria-label={times}>
                <Times>{times}</Times>
                <Reason>{block.reason}</Reason>
                <RowActions>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Edit ${times}`}
                    disabled={busy}
                    onClick={() => setEditing(block)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t`Delete ${times}`}
                    disabled={busy}
                    onClick={() => void confirmDelete(block.id)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </RowActions>
              </Period>
            );
          })}
        </Periods>
      )}
      {conflict && (
        <Conflict role="alert">
          <p>{conflict.message}</p>
          {conflict.reservations.length > 0 && (
            <ul aria-label={t`Reservations in the way`}>
              {conflict.reservations.map(({ id, pickUpTime, dropOffTime }) => (
                <li key={id}>
                  <Link href={reservationHref(id)}>{t`Reservation ${id}`}</Link>:{' '}
                  {period(pickUpTime, dropOffTime)}
                </li>
              ))}
            </ul>
          )}
        </Conflict>
      )}
      <Form<BlockedPeriodValues>
        key={editing?.id ?? 'new'}
        label={editing ? t`Edit blocked period` : t`Block a period`}
        schema={blockedPeriodSchema}
        initialValues={
          editing ? toValues(editing) : draft && toValues({ id: 0, reason: '', ...draft })
        }
        onSubmit={submit}
        busy={busy}
      >
        {({ canSubmit, working }) => (
          <>
            <FormHeading>
              {editing ? <Trans>Edit blocked period</Trans> : <Trans>Block a period</Trans>}
            </FormHeading>
            <FormGrid>
              <TextField name="startDate" label={t`Start date`} type="date" />
              <TextField name="startTime" label={t`Start time`} type="time" />
              <TextField name="endDate" label={t`End date`} type="date" />
              <TextField name="endTime" label={t`End time`} type="time" />
            </FormGrid>
            <TextField name="reason" label={t`Reason`} maxLength={reasonMaxLength} />
            <Actions>
              <Button type="submit" disabled={!canSubmit} busy={working}>
                {editing ? <Trans>Update</Trans> : <Trans>Block</Trans>}
              </Button>
              {editing && (
                <Button variant="secondary" onClick={() => setEditing(undefined)}>
                  <Trans>Cancel</Trans>
                </Button>
              )}
            </Actions>
          </>
        )}
      </Form>
      {dialog}
    </Section>
  );
}

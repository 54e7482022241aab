import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { deleteConfirmation, useConfirm } from '../../data/ConfirmDialog';
import { Actions, FormGrid, TextField } from '../../forms/fields';
import { seasonSchema, type SeasonValues } from '../../forms/schemas';
import type { SubmitHandler } from '../../forms/SchemaForm';
import { Button } from '../../shell/Button';
import {
  Empty,
  Form,
  FormHeading,
  Heading,
  Name,
  Percent,
  RowActions,
  Season,
  Seasons,
  Section,
} from './styles';

/** A season as listed: dates `YYYY-MM-DD` (both inside it), `percent` +20 for 20 % dearer. */
export interface SeasonItem {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  percent: number;
}

export interface SeasonsEditorProps {
  /** The seasons, in the order to list them. */
  seasons: readonly SeasonItem[];
  /** A new season was submitted; resolve `true` to clear the form. */
  onCreate: SubmitHandler<SeasonValues>;
  /** A changed season was submitted; resolve `true` to close the edit. */
  onUpdate: (id: number, values: SeasonValues) => Promise<boolean | void>;
  /** Called after the delete confirmation. */
  onDelete: (id: number) => void;
  /** The host is saving or deleting: the buttons show it and cannot be pressed. */
  busy?: boolean;
  /** The most characters a name may hold (the host's limit, e.g. its API's). */
  nameMaxLength?: number;
}

const signed = (percent: number) => (percent > 0 ? `+${percent} %` : `${percent} %`);

const toValues = ({ name, startDate, endDate, percent }: SeasonItem): SeasonValues => ({
  name,
  startDate,
  endDate,
  percent,
});

/**
 * The seasons in which prices go up or down (summer, holidays, low season): each with its name,
 * dates and percent, Edit and Delete (after a confirmation), and below them a form to add a
 * season or change the one being edited.
 */
export function SeasonsEditor({
  seasons,
  onCreate,
  onUpdate,
  onDelete,
  busy = false,
  nameMaxLength,
}: SeasonsEditorProps) {
  const { t } = useLingui();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<SeasonItem>();
  const headingId = useId();
  const confirmDelete = async (id: number) => {
    if (await confirm(deleteConfirmation)) onDelete(id);
  };
  const submit = async (values: SeasonValues) => {
    if (editing === undefined) return onCreate(values);
    const saved = await onUpdate(editing.id, values);
    if (saved === true) setEditing(undefined);
    return saved;
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t`Seasons`}</Heading>
      {seasons.length === 0 ? (
        <Empty>
          <Trans>No seasons</Trans>
        </Empty>
      ) : (
        <Seasons aria-label={t`Seasons`}>
          {seasons.map((season) => {
            const { name } = season;
            return (
              <Season key={season.id} aria-label={name}>
                <Name>{name}</Name>
                <span>{`${season.startDate} – ${season.endDate}`}</span>
                <Percent>{signed(season.percent)}</Percent>
                <RowActions>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Edit ${name}`}
                    disabled={busy}
                    onClick={() => setEditing(season)}
                  >
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t`Delete ${name}`}
                    disabled={busy}
                    onClick={() => void confirmDelete(season.id)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </RowActions>
              </Season>
            );
          })}
        </Seasons>
      )}
      <Form<SeasonValues>
        key={editing?.id ?? 'new'}
        label={editing ? t`Edit season` : t`Add a season`}
        schema={seasonSchema}
        initialValues={editing && toValues(editing)}
        onSubmit={submit}
        busy={busy}
      >
        {({ canSubmit, working }) => (
          <>
            <FormHeading>
              {editing ? <Trans>Edit season</Trans> : <Trans>Add a season</Trans>}
            </FormHeading>
            <TextField name="name" label={t`Name`} maxLength={nameMaxLength} />
            <FormGrid>
              <TextField name="startDate" label={t`First day`} type="date" />
              <TextField name="endDate" label={t`Last day`} type="date" />
              <TextField
                name="percent"
                label={t`Price change (%)`}
                type="number"
                min={-90}
                step={1}
              />
            </FormGrid>
            <Actions>
              <Button type="submit" disabled={!canSubmit} busy={working}>
                {editing ? <Trans>Update</Trans> : <Trans>Add</Trans>}
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

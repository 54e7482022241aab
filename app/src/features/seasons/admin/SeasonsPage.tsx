import { useLingui } from '@lingui/react/macro';
import { SEASON_NAME_MAX_LENGTH } from '@rentacar/contract';
import { AdminHeading, SeasonsEditor, Spinner, type SeasonValues } from '@rentacar/ui';
import { PageMeta } from '../../../shell/PageMeta';
import { useSave } from '../../../shell/useSave';
import { createSeason, deleteSeason, updateSeason, useSeasons } from '../seasons';

/**
 * The administrator's seasons (/admin/seasons): the date ranges prices go up or down in, added,
 * changed and deleted; a season sharing a day with another is refused with the server's message.
 */
export default function SeasonsPage() {
  const { t } = useLingui();
  const { data, error } = useSeasons();
  const { busy, save } = useSave();
  const write = (request: () => Promise<unknown>, success: string) =>
    save(request, { success, revalidate: ['listSeasons'] });
  return (
    <>
      <PageMeta title={t`Seasons · Admin Panel`} />
      <AdminHeading>{t`Seasons`}</AdminHeading>
      {data !== undefined ? (
        <SeasonsEditor
          seasons={data}
          busy={busy}
          nameMaxLength={SEASON_NAME_MAX_LENGTH}
          onCreate={(values: SeasonValues) =>
            write(() => createSeason(values), t`Season is created`)
          }
          onUpdate={(id, values) => write(() => updateSeason(id, values), t`Season is updated`)}
          onDelete={(id) => void write(() => deleteSeason(id), t`Season was deleted`)}
        />
      ) : error !== undefined ? (
        <p role="alert">{t`The seasons could not be loaded`}</p>
      ) : (
        <Spinner label={t`Loading seasons`} />
      )}
    </>
  );
}

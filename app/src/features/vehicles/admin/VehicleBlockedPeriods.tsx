import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isRealLocalDateTime } from '@rentacar/rules';
import { useLingui } from '@lingui/react/macro';
import { BLOCK_REASON_MAX_LENGTH } from '@rentacar/contract';
import {
  BlockedPeriodsEditor,
  Spinner,
  type BlockConflict,
  type BlockedPeriodValues,
} from '@rentacar/ui';
import { RouterLink } from '../../../shell/RouterLink';
import { useSave } from '../../../shell/useSave';
import {
  blockConflictOf,
  createBlockedPeriod,
  deleteBlockedPeriod,
  updateBlockedPeriod,
  useBlockedPeriods,
} from './blockedPeriods';

const reservationHref = (id: number) => `/admin/reservations/${id}`;

/**
 * The vehicle's blocked periods on its edit screen: add, change and delete them, with the
 * reservations in the way of a refused period linking to their edit.
 */
export function VehicleBlockedPeriods({ vehicleId }: { vehicleId: number }) {
  const { t, i18n } = useLingui();
  // A free slot chosen on the fleet calendar (`?blockStart=...&blockEnd=...`) starts the form.
  const [params] = useSearchParams();
  const blockStart = params.get('blockStart') ?? '';
  const blockEnd = params.get('blockEnd') ?? '';
  const draft =
    isRealLocalDateTime(blockStart) && isRealLocalDateTime(blockEnd)
      ? { start: blockStart, end: blockEnd }
      : undefined;
  const { data: blocks, error } = useBlockedPeriods(vehicleId);
  const { save, busy } = useSave();
  const [conflict, setConflict] = useState<BlockConflict>();

  /** Runs a write; a refusal for the reservations in the way is kept to show beside the form. */
  const write = (request: () => Promise<unknown>, success: string) =>
    save(
      async () => {
        try {
          const result = await request();
          setConflict(undefined);
          return result;
        } catch (error) {
          const refused = blockConflictOf(error);
          if (refused) {
            const { translateApiMessage } = await import('../../../shell/api/apiMessages');
            setConflict({
              message: translateApiMessage(i18n, refused.message),
              reservations: refused.reservations,
            });
          }
          throw error;
        }
      },
      // The fleet calendar the administrator may have come from shows the period too.
      { success, revalidate: ['listBlockedPeriods', 'getFleetCalendar'] },
    );

  // Until they arrive, "No blocked periods" would be untrue.
  if (blocks === undefined) {
    return error ? (
      <p role="alert">{t`The blocked periods could not be loaded.`}</p>
    ) : (
      <Spinner label={t`Loading blocked periods`} />
    );
  }
  return (
    <BlockedPeriodsEditor
      blocks={blocks}
      conflict={conflict}
      draft={draft}
      busy={busy}
      reasonMaxLength={BLOCK_REASON_MAX_LENGTH}
      reservationHref={reservationHref}
      linkComponent={RouterLink}
      onCreate={(values: BlockedPeriodValues) =>
        write(() => createBlockedPeriod(vehicleId, values), t`Blocked period is created`)
      }
      onUpdate={(id, values) =>
        write(() => updateBlockedPeriod(id, vehicleId, values), t`Blocked period is updated`)
      }
      onDelete={(id) => void write(() => deleteBlockedPeriod(id), t`Blocked period was deleted`)}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import type { RentalRules } from '@rentacar/contract';
import { AdminHeading, RentalRulesForm, Spinner } from '@rentacar/ui';
import { PageMeta } from '../../../shell/PageMeta';
import { useSave } from '../../../shell/useSave';
import { updateRentalRules, useRentalRules } from '../policies';

/**
 * The administrator's rental rules (/admin/rental-rules): the notice, the shortest and longest
 * rental, the free cancellation window and the fee after it, as customers' bookings and
 * cancellations are judged by them.
 */
export default function RentalRulesPage() {
  const { t } = useLingui();
  const { data, error } = useRentalRules();
  const { busy, save } = useSave();
  const submit = (values: RentalRules) =>
    save(() => updateRentalRules(values), {
      success: t`Rental rules saved`,
      revalidate: ['getRentalRules'],
    });
  return (
    <>
      <PageMeta title={t`Rental rules · Admin Panel`} />
      <AdminHeading>{t`Rental rules`}</AdminHeading>
      {data !== undefined ? (
        <RentalRulesForm initialValues={data} onSubmit={submit} busy={busy} />
      ) : error !== undefined ? (
        <p role="alert">{t`The rental rules could not be loaded`}</p>
      ) : (
        <Spinner label={t`Loading rental rules`} />
      )}
    </>
  );
}

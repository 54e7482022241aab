import { AdminHeading, VehicleForm, type VehicleValues } from '@rentacar/ui';
import { createVehicle } from '../vehicles';
import { useSave } from '../../../shell/useSave';
import { useGoBack } from '../../../shell/admin/useGoBack';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { useBranches } from '../../branches/branches';
import { branchSelectOptions } from '../../branches/branchAdmin';

/** /admin/vehicles/new: uploads the picked image, then creates the vehicle with it. */
export default function VehicleCreatePage() {
  const { t } = useLingui();
  const goBack = useGoBack('/admin/vehicles');
  const { busy, save } = useSave();
  const { data: branches = [] } = useBranches();
  const submit = async ({ image, ...vehicle }: VehicleValues) => {
    await save(() => createVehicle(vehicle, image), {
      success: t`Vehicle is created`,
      revalidate: ['listVehicles', 'listAllVehicles', 'getFleetCalendar'],
      onSaved: goBack,
    });
  };
  return (
    <>
      <PageMeta title={t`New Vehicle · Admin Panel`} />
      <AdminHeading>{t`New Vehicle`}</AdminHeading>
      <VehicleForm
        mode="create"
        branches={branchSelectOptions(branches, (branch) => String(branch.id))}
        onSubmit={submit}
        onCancel={goBack}
        busy={busy}
      />
    </>
  );
}

import type { Vehicle } from '@rentacar/contract';
import { AdminHeading, VehicleForm, type VehicleValues } from '@rentacar/ui';
import { storedImageUrl } from '../../../shell/api/storedImages';
import { deleteVehicle, updateVehicle, useVehicle } from '../vehicles';
import { useIdParam } from '../../../shell/useIdParam';
import { RecordView } from '../../../shell/RecordView';
import { useRecordActions } from '../../../shell/admin/useRecordActions';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { useBranches } from '../../branches/branches';
import { branchSelectOptions } from '../../branches/branchAdmin';
import { VehicleBlockedPeriods } from './VehicleBlockedPeriods';

function EditVehicle({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const { save, goBack, formProps } = useRecordActions({
    listPath: '/admin/vehicles',
    lists: ['listVehicles', 'listAllVehicles'],
    record: 'getVehicle',
    remove: () => deleteVehicle(vehicle.id),
    removedMessage: t`Vehicle was deleted`,
  });
  const { data: branches = [] } = useBranches();
  const { id: _id, image, builtIn, ...fields } = vehicle;
  const submit = async ({ image: picked, ...update }: VehicleValues) => {
    if (await save(() => updateVehicle(vehicle, update, picked), t`Vehicle is updated`)) goBack();
  };
  return (
    <>
      <PageMeta title={t`${vehicle.model} · Admin Panel`} />
      <AdminHeading>{vehicle.model}</AdminHeading>
      <VehicleForm
        mode="edit"
        initialValues={{ ...fields, image: image[0] }}
        currentImageUrl={storedImageUrl(image[0])}
        builtIn={builtIn}
        branches={branchSelectOptions(branches, (branch) => String(branch.id))}
        onSubmit={submit}
        {...formProps}
      />
      <VehicleBlockedPeriods vehicleId={vehicle.id} />
    </>
  );
}

/**
 * /admin/vehicles/:vehicleId: edit or delete a vehicle (built-in vehicles are read-only), and block
 * it for periods.
 */
export default function VehicleEditPage() {
  const { t } = useLingui();
  const vehicleId = useIdParam('vehicleId');
  const vehicle = useVehicle(vehicleId);
  return (
    <RecordView id={vehicleId} query={vehicle} loadingLabel={t`Loading vehicle`}>
      {(loaded) => <EditVehicle vehicle={loaded} />}
    </RecordView>
  );
}

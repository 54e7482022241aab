import type { Vehicle } from '@rentacar/api';
import { VehicleForm, type VehicleValues } from '@rentacar/ui';
import { useRevalidate } from '../../api/admin';
import { storedImageUrl } from '../../api/client';
import { deleteVehicle, updateVehicle, useVehicle } from '../../api/vehicles';
import { useIdParam } from '../../pages/useIdParam';
import { AdminHeading } from '../layout';
import { RecordGate } from '../RecordGate';
import { useAdminAction } from '../useAdminAction';
import { useGoBack } from '../useGoBack';

function EditVehicle({ vehicle }: { vehicle: Vehicle }) {
  const goBack = useGoBack('/admin/vehicles');
  const revalidate = useRevalidate();
  const saving = useAdminAction();
  const deleting = useAdminAction();
  const { id: _id, image, builtIn, ...fields } = vehicle;
  const done = () => {
    void revalidate('listVehicles', 'getVehicle', 'listAllVehicles');
    goBack();
  };
  const submit = async ({ image: picked, ...update }: VehicleValues) => {
    if (await saving.run(() => updateVehicle(vehicle, update, picked), 'Vehicle is updated'))
      done();
  };
  const remove = async () => {
    if (await deleting.run(() => deleteVehicle(vehicle.id), 'Vehicle was deleted')) done();
  };
  return (
    <>
      <AdminHeading>{vehicle.model}</AdminHeading>
      <VehicleForm
        mode="edit"
        initialValues={{ ...fields, image: image[0] }}
        currentImageUrl={storedImageUrl(image[0])}
        builtIn={builtIn}
        onSubmit={submit}
        onCancel={goBack}
        onDelete={() => void remove()}
        busy={saving.busy}
        deleting={deleting.busy}
      />
    </>
  );
}

/** /admin/vehicles/:vehicleId: edit or delete a vehicle; built-in vehicles are read-only. */
export default function VehicleEditPage() {
  const vehicleId = useIdParam('vehicleId');
  const vehicle = useVehicle(vehicleId);
  return (
    <RecordGate id={vehicleId} record={vehicle} loadingLabel="Loading vehicle">
      {(loaded) => <EditVehicle vehicle={loaded} />}
    </RecordGate>
  );
}

import { VehicleForm, type VehicleValues } from '@rentacar/ui';
import { useRevalidate } from '../../api/admin';
import { createVehicle } from '../../api/vehicles';
import { AdminHeading } from '../layout';
import { useAdminAction } from '../useAdminAction';
import { useGoBack } from '../useGoBack';

/** /admin/vehicles/new: uploads the picked image, then creates the vehicle with it. */
export default function VehicleCreatePage() {
  const goBack = useGoBack('/admin/vehicles');
  const revalidate = useRevalidate();
  const saving = useAdminAction();
  const submit = async ({ image, ...vehicle }: VehicleValues) => {
    if (await saving.run(() => createVehicle(vehicle, image), 'Vehicle is created')) {
      void revalidate('listVehicles', 'listAllVehicles');
      goBack();
    }
  };
  return (
    <>
      <AdminHeading>New Vehicle</AdminHeading>
      <VehicleForm mode="create" onSubmit={submit} onCancel={goBack} busy={saving.busy} />
    </>
  );
}

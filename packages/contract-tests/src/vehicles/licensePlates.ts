import type { Vehicle } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import { expectError, expectSuccess, expectValidationError } from '../expectations';
import {
  createTestVehicle,
  findVehicleByImage,
  uniquePlate,
  uploadTestImage,
  vehicleInput,
  suiteBranch,
} from '../fixtures';

const PLATE_TAKEN = 'A vehicle with this license plate already exists';

/** `licensePlate`: optional, at most 15 characters, unique among vehicles, stored trimmed in capitals. */
export function describeLicensePlates(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const getVehicle = async (id: number): Promise<Vehicle> => {
    const { data } = await context.client().GET('/car/visitors/{id}', { params: { path: { id } } });
    return data!;
  };
  const create = async (licensePlate?: string) => {
    const imageId = await uploadTestImage(context);
    const { id: branchId } = await suiteBranch(context);
    const answer = admin().POST('/car/admin/{imageId}/add', {
      params: { path: { imageId } },
      body: vehicleInput(licensePlate === undefined ? { branchId } : { licensePlate, branchId }),
    });
    return { imageId, answer };
  };
  const update = (vehicle: Vehicle, licensePlate?: string) =>
    admin().PUT('/car/admin/auth', {
      params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
      body: vehicleInput(licensePlate === undefined ? {} : { licensePlate }),
    });

  describe('licensePlate of a vehicle (createVehicle, updateVehicle)', () => {
    it('answers a vehicle created with a plate with it, trimmed and in capitals', async () => {
      const plate = uniquePlate();
      const vehicle = await createTestVehicle(context, { licensePlate: plate });
      expect(vehicle.licensePlate).toBe(plate);
      expect((await getVehicle(vehicle.id)).licensePlate).toBe(plate);
      const other = uniquePlate();
      const spaced = await createTestVehicle(context, {
        licensePlate: `  ${other.toLowerCase()} `,
      });
      expect(spaced.licensePlate).toBe(other);
    });

    it('leaves the plate out of a vehicle created without one or with a blank one', async () => {
      const without = await createTestVehicle(context);
      expect(without).not.toHaveProperty('licensePlate');
      const blank = await createTestVehicle(context, { licensePlate: '   ' });
      expect(blank).not.toHaveProperty('licensePlate');
    });

    it('changes the plate on update and removes it when the update has none', async () => {
      const vehicle = await createTestVehicle(context, { licensePlate: uniquePlate() });
      const changed = uniquePlate();
      await expectSuccess(update(vehicle, changed), 200, 'Car Successfully Updated');
      expect((await getVehicle(vehicle.id)).licensePlate).toBe(changed);
      await expectSuccess(update(vehicle, changed), 200, 'Car Successfully Updated');
      await expectSuccess(update(vehicle), 200, 'Car Successfully Updated');
      expect(await getVehicle(vehicle.id)).not.toHaveProperty('licensePlate');
      await expectSuccess(update(vehicle, changed), 200, 'Car Successfully Updated');
      await expectSuccess(update(vehicle, ''), 200, 'Car Successfully Updated');
      expect(await getVehicle(vehicle.id)).not.toHaveProperty('licensePlate');
    });

    it('answers 409 for a plate another vehicle has, whatever its letter case, creating nothing', async () => {
      const plate = uniquePlate();
      const holder = await createTestVehicle(context, { licensePlate: plate });
      const created = await create(` ${plate.toLowerCase()}`);
      await expectError(created.answer, 409, PLATE_TAKEN);
      expect(await findVehicleByImage(context, created.imageId)).toBeUndefined();
      const other = await createTestVehicle(context, { licensePlate: uniquePlate() });
      await expectError(update(other, plate), 409, PLATE_TAKEN);
      expect((await getVehicle(other.id)).licensePlate).toBe(other.licensePlate);
      expect((await getVehicle(holder.id)).licensePlate).toBe(plate);
    });

    it('answers 400 naming the field for a plate over 15 characters', async () => {
      const longest = uniquePlate().padEnd(15, 'X');
      expect((await createTestVehicle(context, { licensePlate: longest })).licensePlate).toBe(
        longest,
      );
      await expectValidationError((await create('P'.repeat(16))).answer, 'licensePlate');
      const vehicle = await createTestVehicle(context);
      await expectValidationError(update(vehicle, 'P'.repeat(16)), 'licensePlate');
      await expectValidationError((await create('AB\u0000123')).answer, 'licensePlate');
    });
  });
}

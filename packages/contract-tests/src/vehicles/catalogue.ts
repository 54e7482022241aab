import type { Vehicle } from '@rentacar/contract';
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../context';
import {
  expectAdministratorOnly,
  expectDefaultPage,
  expectError,
  expectNotFound,
  expectPageMetadata,
  expectSortedBy,
  expectSuccess,
  expectUnknownAndMalformedId,
  expectValidationError,
  UNKNOWN_ID,
} from '../expectations';
import {
  bookVehicle,
  createTestVehicle,
  findVehicleByImage,
  localTime,
  uploadTestImage,
  vehicleInput,
  suiteBranch,
} from '../fixtures';

const BUILT_IN = "You don't have any permission to change this data";
const UNKNOWN_IMAGE = '00000000-0000-4000-8000-000000000000';

const inputOf = ({ id: _id, image: _image, builtIn: _builtIn, ...input }: Vehicle) => input;

/** The catalogue: listing, reading, creating, changing and deleting vehicles. */
/**
 * The test picture is one pixel wide: an API keeping copies describes its one copy at that
 * width, never at a slot's; one that keeps none (the in-browser demo) describes none.
 */
function expectOnePixelCopies(imageCopyWidths: Vehicle['imageCopyWidths']) {
  expect([undefined, [1]]).toContainEqual(imageCopyWidths);
}

export function describeCatalogue(context: ContractContext): void {
  const admin = () => context.client(context.adminToken);
  const builtInVehicle = async () => {
    const { data } = await context.client().GET('/car/visitors/all');
    const vehicle = data!.find((candidate) => candidate.builtIn);
    expect(vehicle, 'a built-in vehicle in the seed').toBeDefined();
    return vehicle!;
  };

  describe('GET /car/visitors/pages (listVehicles)', () => {
    it('answers a page of 8 with totals matching the full list', async () => {
      const { data: all } = await context.client().GET('/car/visitors/all');
      const { data, response } = await context.client().GET('/car/visitors/pages', {
        params: { query: { page: 0, size: 8, sort: 'model', direction: 'ASC' } },
      });
      expect(response.status).toBe(200);
      expectPageMetadata(data!, { number: 0, size: 8, totalElements: all!.length });
      expect(all!.length).toBeGreaterThanOrEqual(20);
    });

    it('defaults to page 0, size 10, sorted by model ascending', async () => {
      await expectDefaultPage(
        (query) => context.client().GET('/car/visitors/pages', { params: { query } }),
        { page: 0, size: 10, sort: 'model', direction: 'ASC' },
      );
    });

    it('sorts by price both ways, ties by id, across pages', async () => {
      for (const direction of ['ASC', 'DESC'] as const) {
        const { data: first } = await context.client().GET('/car/visitors/pages', {
          params: { query: { sort: 'pricePerHour', direction, size: 7, page: 0 } },
        });
        const { data: second } = await context.client().GET('/car/visitors/pages', {
          params: { query: { sort: 'pricePerHour', direction, size: 7, page: 1 } },
        });
        expectPageMetadata(second!, { number: 1, size: 7, totalElements: first!.totalElements });
        expectSortedBy(
          [...first!.content, ...second!.content],
          (vehicle) => vehicle.pricePerHour,
          direction,
        );
      }
    });

    it('answers an empty page past the end', async () => {
      const { data } = await context.client().GET('/car/visitors/pages', {
        params: { query: { page: 100000, size: 8 } },
      });
      expectPageMetadata(data!, { number: 100000, size: 8, totalElements: data!.totalElements });
    });

    it('answers 400 naming the parameter for a bad sort, direction, size or page', async () => {
      const list = (query: Record<string, unknown>) =>
        context.client().GET('/car/visitors/pages', { params: { query: query as never } });
      await expectValidationError(list({ sort: 'price; DROP TABLE cars' }), 'sort');
      await expectValidationError(list({ direction: 'asc-ish' }), 'direction');
      await expectValidationError(list({ size: 0 }), 'size');
      await expectValidationError(list({ size: 1000 }), 'size');
      await expectValidationError(list({ page: -1 }), 'page');
    });
  });

  describe('GET /car/visitors/{id} (getVehicle)', () => {
    it('answers the vehicle', async () => {
      const vehicle = await createTestVehicle(context, { transmission: 'Manuel', fuelType: 'CNG' });
      const { data, response } = await context.client().GET('/car/visitors/{id}', {
        params: { path: { id: vehicle.id } },
      });
      expect(response.status).toBe(200);
      expect(data).toEqual(vehicle);
      expect(data).toMatchObject({ transmission: 'Manuel', fuelType: 'CNG', builtIn: false });
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      await expectUnknownAndMalformedId(
        (id) => context.client().GET('/car/visitors/{id}', { params: { path: { id } } }),
        'id',
        'x1',
      );
    });
  });

  describe('GET /car/visitors/all (listAllVehicles)', () => {
    it('answers every vehicle, a new one included', async () => {
      const vehicle = await createTestVehicle(context);
      const { data, response } = await context.client().GET('/car/visitors/all');
      expect(response.status).toBe(200);
      expect(data).toContainEqual(vehicle);
      expect(new Set(data!.map((item) => item.id)).size).toBe(data!.length);
    });
  });

  describe('POST /car/admin/{imageId}/add (createVehicle)', () => {
    it('creates a vehicle showing the uploaded image', async () => {
      const imageId = await uploadTestImage(context);
      const { id: branchId } = await suiteBranch(context);
      const input = vehicleInput({ airConditioning: false, transmission: 'Tiptronic', branchId });
      await expectSuccess(
        admin().POST('/car/admin/{imageId}/add', { params: { path: { imageId } }, body: input }),
        201,
        'Car Successfully Saved',
      );
      const { imageCopyWidths, ...vehicle } = (await findVehicleByImage(context, imageId))!;
      // Without driver minimums, the operator's defaults: 21 years old, a licence held a year.
      expect(vehicle).toEqual({
        ...input,
        id: expect.any(Number),
        image: [imageId],
        builtIn: false,
        minimumDriverAge: 21,
        minimumLicenseYears: 1,
        // Without one, the deployment's default turnaround: none unless an operator sets it.
        turnaroundMinutes: 0,
        // Without one, no deposit.
        deposit: 0,
      });
      expectOnePixelCopies(imageCopyWidths);
    });

    it('keeps the deposit it is given and refuses a negative one', async () => {
      const vehicle = await createTestVehicle(context, { deposit: 250.5 });
      expect(vehicle.deposit).toBe(250.5);
      const imageId = await uploadTestImage(context);
      await expectValidationError(
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput({ branchId: vehicle.branchId, deposit: -1 }),
        }),
        'deposit',
      );
    });

    it("keeps the driver minimums it is given, and an update without them keeps the vehicle's", async () => {
      const vehicle = await createTestVehicle(context, {
        minimumDriverAge: 25,
        minimumLicenseYears: 3,
      });
      expect(vehicle).toMatchObject({ minimumDriverAge: 25, minimumLicenseYears: 3 });
      const {
        minimumDriverAge: _age,
        minimumLicenseYears: _years,
        ...withoutMinimums
      } = inputOf(vehicle);
      await expectSuccess(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
          body: withoutMinimums,
        }),
        200,
        'Car Successfully Updated',
      );
      const kept = await context.client().GET('/car/visitors/{id}', {
        params: { path: { id: vehicle.id } },
      });
      expect(kept.data).toMatchObject({ minimumDriverAge: 25, minimumLicenseYears: 3 });
      await expectSuccess(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
          body: { ...withoutMinimums, minimumDriverAge: 18, minimumLicenseYears: 0 },
        }),
        200,
        'Car Successfully Updated',
      );
      const changed = await context.client().GET('/car/visitors/{id}', {
        params: { path: { id: vehicle.id } },
      });
      expect(changed.data).toMatchObject({ minimumDriverAge: 18, minimumLicenseYears: 0 });
    });

    it('answers 400 for a minimum driver age under 16', async () => {
      const imageId = await uploadTestImage(context);
      await expectError(
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput({ minimumDriverAge: 15 }),
        }),
        400,
        'minimumDriverAge: must be at least 16',
      );
    });

    it('answers 404 for an unknown image and 409 for an image of another vehicle', async () => {
      await expectError(
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId: UNKNOWN_IMAGE } },
          body: vehicleInput(),
        }),
        404,
        `ImageFile with id ${UNKNOWN_IMAGE} not found`,
      );
      const other = await createTestVehicle(context);
      await expectError(
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId: other.image[0]! } },
          body: vehicleInput(),
        }),
        409,
        'ImageFile is used by other car',
      );
    });

    it('answers 400 naming the field for invalid values', async () => {
      const imageId = await uploadTestImage(context);
      const create = (overrides: Record<string, unknown>) =>
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput(overrides as never),
        });
      await expectValidationError(create({ model: 'M'.repeat(31) }), 'model');
      await expectValidationError(create({ model: '' }), 'model');
      await expectValidationError(create({ doors: -1 }), 'doors');
      await expectValidationError(create({ transmission: 'Manual' }), 'transmission');
      await expectValidationError(create({ fuelType: 'Steam' }), 'fuelType');
      await expectValidationError(create({ pricePerHour: 0 }), 'pricePerHour');
    });

    it('keeps a price in cents exactly and refuses a fraction of a cent, creating nothing', async () => {
      for (const pricePerHour of [45.7, 0.07, 19.99, 1_000_000]) {
        const vehicle = await createTestVehicle(context, { pricePerHour });
        expect(vehicle.pricePerHour).toBe(pricePerHour);
      }
      const { data: before } = await context.client().GET('/car/visitors/all');
      const imageId = await uploadTestImage(context);
      await expectError(
        admin().POST('/car/admin/{imageId}/add', {
          params: { path: { imageId } },
          body: vehicleInput({ pricePerHour: 45.701 }),
        }),
        400,
        'pricePerHour: must have at most 2 decimal places',
      );
      const { data: after } = await context.client().GET('/car/visitors/all');
      expect(after).toHaveLength(before!.length);
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const request = { params: { path: { imageId: UNKNOWN_IMAGE } }, body: vehicleInput() };
      await expectAdministratorOnly(context, (client) =>
        client.POST('/car/admin/{imageId}/add', request),
      );
    });
  });

  describe('PUT /car/admin/auth (updateVehicle)', () => {
    it('updates the fields and replaces the images with the given one', async () => {
      const vehicle = await createTestVehicle(context);
      const imageId = await uploadTestImage(context);
      const input = vehicleInput({ seats: 7, pricePerHour: 52.5, fuelType: 'Diesel' });
      await expectSuccess(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId } },
          body: input,
        }),
        200,
        'Car Successfully Updated',
      );
      const { data } = await context.client().GET('/car/visitors/{id}', {
        params: { path: { id: vehicle.id } },
      });
      const { imageCopyWidths, ...updated } = data!;
      // An update naming no branch keeps the vehicle's.
      expect(updated).toEqual({
        ...input,
        id: vehicle.id,
        image: [imageId],
        builtIn: false,
        branchId: vehicle.branchId,
        minimumDriverAge: vehicle.minimumDriverAge,
        minimumLicenseYears: vehicle.minimumLicenseYears,
        turnaroundMinutes: vehicle.turnaroundMinutes,
        // An update without one has no deposit.
        deposit: 0,
      });
      expectOnePixelCopies(imageCopyWidths);
    });

    it('answers 400 for a built-in vehicle', async () => {
      const vehicle = await builtInVehicle();
      await expectError(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
          body: inputOf(vehicle),
        }),
        400,
        BUILT_IN,
      );
    });

    it('answers 404 for an unknown vehicle or image and 409 for an image of another vehicle', async () => {
      const vehicle = await createTestVehicle(context);
      const other = await createTestVehicle(context);
      const update = (id: number, imageId: string) =>
        admin().PUT('/car/admin/auth', {
          params: { query: { id, imageId } },
          body: vehicleInput(),
        });
      await expectNotFound(update(UNKNOWN_ID, await uploadTestImage(context)), UNKNOWN_ID);
      await expectError(
        update(vehicle.id, UNKNOWN_IMAGE),
        404,
        `ImageFile with id ${UNKNOWN_IMAGE} not found`,
      );
      await expectError(update(vehicle.id, other.image[0]!), 409, 'ImageFile is used by other car');
    });

    it('answers 400 naming the field for invalid values', async () => {
      const vehicle = await createTestVehicle(context);
      await expectValidationError(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
          body: vehicleInput({ seats: 2.5 }),
        }),
        'seats',
      );
      await expectValidationError(
        admin().PUT('/car/admin/auth', {
          params: { query: { id: vehicle.id, imageId: 'not-a-uuid' } },
          body: vehicleInput(),
        }),
        'imageId',
      );
    });

    it('answers 401 without or with a forged token and 403 for a customer', async () => {
      const vehicle = await builtInVehicle();
      const request = {
        params: { query: { id: vehicle.id, imageId: vehicle.image[0]! } },
        body: inputOf(vehicle),
      };
      await expectAdministratorOnly(context, (client) => client.PUT('/car/admin/auth', request));
    });
  });

  describe('DELETE /car/admin/{id}/auth (deleteVehicle)', () => {
    it('deletes the vehicle and its image files', async () => {
      const vehicle = await createTestVehicle(context);
      await expectSuccess(
        admin().DELETE('/car/admin/{id}/auth', { params: { path: { id: vehicle.id } } }),
        200,
        'Car Successfully Deleted',
      );
      await expectNotFound(
        context.client().GET('/car/visitors/{id}', { params: { path: { id: vehicle.id } } }),
        vehicle.id,
      );
      const imageId = vehicle.image[0]!;
      await expectError(
        context.client().GET('/files/display/{imageId}', {
          params: { path: { imageId } },
          parseAs: 'blob',
        }),
        404,
        `ImageFile with id ${imageId} not found`,
      );
    });

    it('answers 400 for a built-in vehicle and for a vehicle with a reservation', async () => {
      const builtIn = await builtInVehicle();
      await expectError(
        admin().DELETE('/car/admin/{id}/auth', { params: { path: { id: builtIn.id } } }),
        400,
        BUILT_IN,
      );
      const booked = await createTestVehicle(context);
      await bookVehicle(
        context,
        context.customerToken,
        booked.id,
        localTime(41, 9),
        localTime(41, 12),
      );
      await expectError(
        admin().DELETE('/car/admin/{id}/auth', { params: { path: { id: booked.id } } }),
        400,
        "Car couldn't be deleted. Car is used by a reservation",
      );
    });

    it('answers 404 for an unknown id, 401 without or with a forged token and 403 for a customer', async () => {
      await expectNotFound(
        admin().DELETE('/car/admin/{id}/auth', { params: { path: { id: UNKNOWN_ID } } }),
        UNKNOWN_ID,
      );
      const path = { params: { path: { id: UNKNOWN_ID } } };
      await expectAdministratorOnly(context, (client) =>
        client.DELETE('/car/admin/{id}/auth', path),
      );
    });
  });
}

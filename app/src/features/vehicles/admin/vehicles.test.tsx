import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createVehicle, db, serverError, server } from '@rentacar/mocks/node';
import {
  changes,
  pngFile,
  recordRequests,
  renderAsAdmin,
} from '../../../shell/admin/test/adminTestUtils';
import { emptyField } from '../../../test/renderApp';

describe('admin vehicle create', () => {
  it('uploads the image, then creates the vehicle, and goes back to the list', async () => {
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin('/admin/vehicles');
    await user.click(await screen.findByRole('link', { name: 'New Vehicle' }));
    await user.type(await screen.findByLabelText('Model'), 'Tesla Model Y');
    await user.type(screen.getByLabelText('Doors'), '5');
    await user.type(screen.getByLabelText('Seats'), '5');
    await user.type(screen.getByLabelText('Luggage'), '3');
    await user.type(screen.getByLabelText('Age'), '2');
    await user.selectOptions(screen.getByLabelText('Transmission'), 'Automatic');
    await user.selectOptions(screen.getByLabelText('Fuel Type'), 'Electricity');
    await user.selectOptions(screen.getByLabelText('Air Conditioning'), 'Yes');
    await user.type(screen.getByLabelText('Price per hour'), '45.5');
    await user.selectOptions(screen.getByLabelText('Branch'), 'JFK Airport');
    await user.upload(screen.getByLabelText('Image'), pngFile());
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Vehicle is created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vehicles'));
    const created = db.vehicles.all().find((vehicle) => vehicle.model === 'Tesla Model Y');
    expect(created).toMatchObject({
      doors: 5,
      seats: 5,
      luggage: 3,
      age: 2,
      transmission: 'Automatic',
      fuelType: 'Electricity',
      airConditioning: true,
      pricePerHour: 45.5,
      branchId: 4,
    });
    const [imageId] = created!.image;
    expect(changes(requests)).toEqual([
      'POST /api/files/upload',
      `POST /api/car/admin/${imageId}/add`,
    ]);
  });

  it('rejects a file that is not a PNG or JPEG before anything is sent', async () => {
    const requests = recordRequests();
    await renderAsAdmin('/admin/vehicles/new');
    const notAnImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The file dialog honours `accept`; a user can still choose 'All files'.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText('Image'), notAnImage);
    expect(await screen.findByText('Please select an image file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(changes(requests)).toEqual([]);
  });
});

describe('admin vehicle edit', () => {
  it('replaces the image: deletes the old file, uploads the new one, updates with its id', async () => {
    const vehicle = createVehicle({ model: 'Volvo XC60' });
    const [oldImageId] = vehicle.image;
    const requests = recordRequests();
    const { user, router } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    await user.upload(await screen.findByLabelText('Image'), pngFile('new.png'));
    await emptyField(user, screen.getByLabelText('Price per hour'));
    await user.type(screen.getByLabelText('Price per hour'), '60');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Vehicle is updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vehicles'));
    const updated = db.vehicles.find(vehicle.id)!;
    const [newImageId] = updated.image;
    expect(newImageId).not.toBe(oldImageId);
    expect(updated.pricePerHour).toBe(60);
    expect(db.images.has(oldImageId!)).toBe(false);
    expect(changes(requests)).toEqual([
      `DELETE /api/files/${oldImageId}`,
      'POST /api/files/upload',
      `PUT /api/car/admin/auth?id=${vehicle.id}&imageId=${newImageId}`,
    ]);
  });

  it('keeps the image when none is picked', async () => {
    const vehicle = createVehicle({ model: 'Volvo XC40' });
    const requests = recordRequests();
    const { user } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    await emptyField(user, await screen.findByLabelText('Model'));
    await user.type(screen.getByLabelText('Model'), 'Volvo XC40 Recharge');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Vehicle is updated')).toBeInTheDocument();
    expect(db.vehicles.find(vehicle.id)).toMatchObject({
      model: 'Volvo XC40 Recharge',
      image: vehicle.image,
    });
    expect(changes(requests)).toEqual([
      `PUT /api/car/admin/auth?id=${vehicle.id}&imageId=${vehicle.image[0]}`,
    ]);
  });

  it('deletes after confirmation and goes back to the list', async () => {
    const vehicle = createVehicle({ model: 'Fiat Panda' });
    const { user, router } = await renderAsAdmin('/admin/vehicles');
    await router.navigate(`/admin/vehicles/${vehicle.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure to delete?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(await screen.findByText('Vehicle was deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/vehicles'));
    expect(db.vehicles.find(vehicle.id)).toBeUndefined();
  });

  it("shows the server's message when the delete fails and stays on the vehicle", async () => {
    const vehicle = createVehicle({ model: 'Fiat Tipo' });
    server.use(
      serverError('deleteVehicle', {
        status: 400,
        message: "Car couldn't be deleted. Car is used by a reservation",
      }),
    );
    const { user, router } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(
      await screen.findByText("Car couldn't be deleted. Car is used by a reservation"),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/vehicles/${vehicle.id}`);
    expect(db.vehicles.find(vehicle.id)).toBeDefined();
  });

  it('shows the not-found page for an unknown vehicle', async () => {
    await renderAsAdmin('/admin/vehicles/99999');
    expect(await screen.findByText('Opps! Something went wrong')).toBeInTheDocument();
  });
});

describe('admin vehicle license plate', () => {
  it('shows the plate in the form and saves a changed one', async () => {
    const vehicle = createVehicle({ model: 'Volvo XC40', licensePlate: 'OLD-1' });
    const { user } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    const plate = await screen.findByLabelText('License plate');
    expect(plate).toHaveValue('OLD-1');
    await emptyField(user, plate);
    await user.type(plate, 'new-2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Vehicle is updated')).toBeInTheDocument();
    expect(db.vehicles.find(vehicle.id)!.licensePlate).toBe('NEW-2');
  });

  it("shows the API's message for a plate another vehicle has, and keeps the vehicle's own", async () => {
    createVehicle({ licensePlate: 'TAKEN-1' });
    const vehicle = createVehicle({ model: 'Volvo XC90', licensePlate: 'MINE-1' });
    const { user } = await renderAsAdmin(`/admin/vehicles/${vehicle.id}`);
    const plate = await screen.findByLabelText('License plate');
    await emptyField(user, plate);
    await user.type(plate, 'TAKEN-1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('A vehicle with this license plate already exists'),
    ).toBeInTheDocument();
    expect(db.vehicles.find(vehicle.id)!.licensePlate).toBe('MINE-1');
  });
});

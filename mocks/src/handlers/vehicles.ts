import { API_MESSAGES, type Vehicle } from '@rentacar/api';
import { db } from '../db';
import { fail, imageNotFound, notFound, refuseBuiltIn } from '../errors';
import { http } from '../http';
import { toPage } from '../paging';

const findVehicle = (request: Request, id: number): Vehicle =>
  db.vehicles.find(id) ?? notFound(request, id);

/** 404 for an unknown image, 409 when another vehicle than `owner` already shows it. */
function ensureImageAvailable(request: Request, imageId: string, owner?: Vehicle): void {
  if (!db.images.has(imageId)) imageNotFound(request, imageId);
  const user = db.vehicles.all().find((vehicle) => vehicle.image.includes(imageId));
  if (user && user.id !== owner?.id) fail(request, 409, API_MESSAGES.imageInUse);
}

export const vehicleHandlers = [
  http.get('/car/visitors/pages', ({ valid, response }) => {
    return response(200).json(toPage(db.vehicles.all(), valid.query));
  }),

  http.get('/car/visitors/all', ({ response }) => {
    return response(200).json(db.vehicles.all());
  }),

  http.get('/car/visitors/{id}', ({ request, valid, response }) => {
    return response(200).json(findVehicle(request, valid.path.id));
  }),

  http.post('/car/admin/{imageId}/add', ({ request, valid, response }) => {
    const { imageId } = valid.path;
    const { body } = valid;
    ensureImageAvailable(request, imageId);
    db.vehicles.insert({ ...body, image: [imageId], builtIn: false });
    return response(201).json({ message: API_MESSAGES.vehicleSaved, success: true });
  }),

  http.put('/car/admin/auth', ({ request, valid, response }) => {
    const { id, imageId } = valid.query;
    const { body } = valid;
    const vehicle = findVehicle(request, id);
    refuseBuiltIn(request, vehicle);
    ensureImageAvailable(request, imageId, vehicle);
    db.vehicles.update(vehicle.id, { ...body, image: [imageId] });
    return response(200).json({ message: API_MESSAGES.vehicleUpdated, success: true });
  }),

  http.delete('/car/admin/{id}/auth', ({ request, valid, response }) => {
    const vehicle = findVehicle(request, valid.path.id);
    refuseBuiltIn(request, vehicle);
    if (db.reservations.all().some((reservation) => reservation.carId === vehicle.id)) {
      fail(request, 400, "Car couldn't be deleted. Car is used by a reservation");
    }
    db.vehicles.delete(vehicle.id);
    vehicle.image.forEach((imageId) => db.images.delete(imageId));
    return response(200).json({ message: API_MESSAGES.vehicleDeleted, success: true });
  }),
];

import { API_MESSAGES, type Vehicle, type VehicleInput } from '@rentacar/api';
import { authorize } from '../auth';
import { db } from '../db';
import { fail, imageNotFound, notFound, refuseBuiltIn } from '../errors';
import { containsText, readSearchText } from '../filters';
import { http } from '../http';
import { pagedLists, readPageRequest, toPage } from '../paging';
import {
  boolean,
  nonNegativeInteger,
  oneOf,
  parseId,
  parseImageId,
  positiveNumber,
  readJson,
  textLength,
  validateBody,
  type Schema,
} from '../validation';

const vehicleRules: Schema<VehicleInput> = {
  model: textLength(1, 30),
  doors: nonNegativeInteger,
  seats: nonNegativeInteger,
  luggage: nonNegativeInteger,
  transmission: oneOf(['Automatic', 'Manuel', 'Tiptronic']),
  airConditioning: boolean,
  fuelType: oneOf(['Electricity', 'Hybrid', 'Gasoline', 'Diesel', 'Hydrogen', 'LPG', 'CNG']),
  age: nonNegativeInteger,
  pricePerHour: positiveNumber,
};

function findVehicle(request: Request, rawId: string | null | undefined): Vehicle {
  const id = parseId(request, 'id', rawId);
  return db.vehicles.find(id) ?? notFound(request, id);
}

/** 404 for an unknown image, 409 when another vehicle than `owner` already shows it. */
function ensureImageAvailable(request: Request, imageId: string, owner?: Vehicle): void {
  if (!db.images.has(imageId)) imageNotFound(request, imageId);
  const user = db.vehicles.all().find((vehicle) => vehicle.image.includes(imageId));
  if (user && user.id !== owner?.id) fail(request, 409, API_MESSAGES.imageInUse);
}

export const vehicleHandlers = [
  // The fixed paths come before `/car/visitors/{id}`, which would otherwise take "pages" as an id.
  http.get('/car/visitors/pages', ({ request, response }) => {
    const pageRequest = readPageRequest(request, pagedLists.listVehicles);
    const search = readSearchText(request);
    const vehicles = db.vehicles.all().filter((vehicle) => containsText(search, vehicle.model));
    return response(200).json(toPage(vehicles, pageRequest));
  }),

  http.get('/car/visitors/all', ({ response }) => {
    return response(200).json(db.vehicles.all());
  }),

  http.get('/car/visitors/{id}', ({ request, params, response }) => {
    return response(200).json(findVehicle(request, params.id));
  }),

  http.post('/car/admin/{imageId}/add', async ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const imageId = parseImageId(request, 'imageId', params.imageId);
    const body = validateBody(request, await readJson(request), 'VehicleInput', vehicleRules);
    ensureImageAvailable(request, imageId);
    db.vehicles.insert({ ...body, image: [imageId], builtIn: false });
    return response(201).json({ message: API_MESSAGES.vehicleSaved, success: true });
  }),

  http.put('/car/admin/auth', async ({ request, query, response }) => {
    authorize(request, 'Administrator');
    const id = parseId(request, 'id', query.get('id'));
    const imageId = parseImageId(request, 'imageId', query.get('imageId'));
    const body = validateBody(request, await readJson(request), 'VehicleInput', vehicleRules);
    const vehicle = db.vehicles.find(id) ?? notFound(request, id);
    refuseBuiltIn(request, vehicle);
    ensureImageAvailable(request, imageId, vehicle);
    db.vehicles.update(vehicle.id, { ...body, image: [imageId] });
    return response(200).json({ message: API_MESSAGES.vehicleUpdated, success: true });
  }),

  http.delete('/car/admin/{id}/auth', ({ request, params, response }) => {
    authorize(request, 'Administrator');
    const vehicle = findVehicle(request, params.id);
    refuseBuiltIn(request, vehicle);
    if (db.reservations.all().some((reservation) => reservation.carId === vehicle.id)) {
      fail(request, 400, "Car couldn't be deleted. Car is used by a reservation");
    }
    db.vehicles.delete(vehicle.id);
    vehicle.image.forEach((imageId) => db.images.delete(imageId));
    return response(200).json({ message: API_MESSAGES.vehicleDeleted, success: true });
  }),
];

import { db } from '@rentacar/mocks/node';

/** The mock's vehicle models in alphabetical order: the order the lists and the home page show. */
export const modelsByName = () =>
  db.vehicles
    .all()
    .map((vehicle) => vehicle.model)
    .sort((a, b) => a.localeCompare(b));

import useSWR from 'swr';
import {
  type FuelType,
  type OperationQuery,
  type Transmission,
  type Vehicle,
  type VehicleInput,
} from '@rentacar/contract';
import { dateInputAt } from '@rentacar/rules';
import { unwrap } from '@rentacar/api';
import type {
  BranchSearchValues,
  VehicleDetails,
  VehicleFilterValues,
  VehicleSortOption,
} from '@rentacar/ui';
import type { SortedPageRequest } from '../../shell/api/admin';
import { api, preloadInPrerender } from '../../shell/api/client';
import { storedImageSrcSet, storedImageUrl } from '../../shell/api/storedImages';
import { deleteImage, uploadImage } from '../files/files';
import { branchSlug, searchText, type FilterValues } from '../../shell/api/filters';
import type { PageRequest } from '../../shell/api/paging';

/** A vehicle as the library's cards and panels show it (the first image is the one shown). */
export const toVehicleDetails = (vehicle: Vehicle): VehicleDetails => ({
  ...vehicle,
  imageUrl: storedImageUrl(vehicle.image[0]),
  imageSrcSet: storedImageSrcSet(vehicle),
});

/** The list's optional filters and sort (`q`, `transmission`, ..., `availableFrom`/`availableTo`). */
export type VehicleListFilters = Omit<OperationQuery<'listVehicles'>, 'page' | 'size'>;

/** The sort menu's options as the API's sort field and direction. */
const SORT_ORDERS: Record<VehicleSortOption, Pick<VehicleListFilters, 'sort' | 'direction'>> = {
  model: { sort: 'model', direction: 'ASC' },
  priceAsc: { sort: 'pricePerHour', direction: 'ASC' },
  priceDesc: { sort: 'pricePerHour', direction: 'DESC' },
};

const numberAtLeast = (text: string, minimum: number) => {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && value >= minimum ? value : undefined;
};

function dayInterval({ pickUpDate, dropOffDate }: VehicleFilterValues) {
  // Free for whole days: from the pick-up day's start to the drop-off day's end.
  if (pickUpDate === '' || dropOffDate === '' || dropOffDate < pickUpDate) return {};
  const availableFrom = dateInputAt(pickUpDate, '00:00:00');
  const availableTo = dateInputAt(dropOffDate, '23:59:59');
  return availableFrom && availableTo ? { availableFrom, availableTo } : {};
}

const DATE_TIME_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** A date-time input's value (`2026-03-14T10:00`) as the API's payload date-time. */
function payloadDateTime(value: string): string | undefined {
  const [, date, hours, minutes] = DATE_TIME_INPUT.exec(value) ?? [];
  return date && hours && minutes
    ? dateInputAt(date, `${hours}:${minutes}:00` as `${number}:${number}:${number}`)
    : undefined;
}

/**
 * The branch search: its branch, and the vehicle free for the whole rental when both times are
 * given in order (the branch's wall-clock times); a time half typed or out of order asks nothing.
 */
function branchSearch({ branch, from, to }: BranchSearchValues): VehicleListFilters {
  const availableFrom = payloadDateTime(from);
  const availableTo = payloadDateTime(to);
  const period = availableFrom && availableTo && from < to ? { availableFrom, availableTo } : {};
  return { ...(branch === '' ? {} : { branch }), ...period };
}

/**
 * What the API is asked for; values it would refuse (half-typed numbers) are left out. The
 * branch search's times, when given, take the place of the day filters'.
 */
export function toVehicleListFilters(
  values: VehicleFilterValues,
  search: BranchSearchValues = { branch: '', from: '', to: '' },
): VehicleListFilters {
  const q = searchText(values.q);
  const maxPricePerHour = numberAtLeast(values.maxPricePerHour, Number.MIN_VALUE);
  const minSeats = numberAtLeast(values.minSeats, 0);
  return {
    ...SORT_ORDERS[values.sort],
    ...(q === undefined ? {} : { q }),
    ...(values.transmission === '' ? {} : { transmission: [values.transmission as Transmission] }),
    ...(values.fuelType === '' ? {} : { fuelType: [values.fuelType as FuelType] }),
    ...(minSeats === undefined ? {} : { minSeats: Math.floor(minSeats) }),
    ...(maxPricePerHour === undefined ? {} : { maxPricePerHour }),
    ...dayInterval(values),
    ...branchSearch(search),
  };
}

export function useVehiclesPage({ page, size }: PageRequest, filters: VehicleListFilters = {}) {
  const query = { page, size, ...filters };
  preloadInPrerender('/car/visitors/pages', { query });
  return useSWR(
    ['listVehicles', page, size, filters],
    () => unwrap(api.GET('/car/visitors/pages', { params: { query } })),
    { keepPreviousData: true },
  );
}

/**
 * The vehicle's CREATED bookings overlapping a window (request format; the API defaults to the
 * next 90 days). `null` asks nothing, e.g. while the picked times are incomplete.
 */
export function useVehicleAvailability(
  id: number,
  window: OperationQuery<'getVehicleAvailability'> | null,
) {
  return useSWR(
    window === null ? null : ['getVehicleAvailability', id, window],
    ([, vehicleId, query]) =>
      unwrap(
        api.GET('/car/visitors/{id}/availability', {
          params: { path: { id: vehicleId }, query },
        }),
      ),
  );
}

export function useVehicle(id: number | undefined) {
  return useSWR(id === undefined ? null : ['getVehicle', id], ([, vehicleId]) =>
    unwrap(api.GET('/car/visitors/{id}', { params: { path: { id: vehicleId } } })),
  );
}

export function useAllVehicles() {
  return useSWR(['listAllVehicles'], () => unwrap(api.GET('/car/visitors/all')));
}

// Administrator operations.

export type VehicleSort = NonNullable<OperationQuery<'listVehicles'>['sort']>;

/** The administrator's optional filters of the vehicle list. */
export type VehicleFilters = Pick<OperationQuery<'listVehicles'>, 'q' | 'branch'>;

export function useSortedVehiclesPage(
  { page, size, sort, direction }: SortedPageRequest<VehicleSort>,
  filters: VehicleFilters = {},
) {
  return useSWR(
    ['listVehicles', page, size, sort, direction, filters],
    () =>
      unwrap(
        api.GET('/car/visitors/pages', {
          params: { query: { page, size, sort, direction, ...filters } },
        }),
      ),
    { keepPreviousData: true },
  );
}

export const useFilteredVehiclesPage = (
  query: SortedPageRequest<VehicleSort>,
  values: FilterValues,
) => useSortedVehiclesPage(query, { q: searchText(values.q), branch: branchSlug(values.branch) });

/** The picked image: a new file to upload, or the id of the image the vehicle already has. */
export type VehicleImageChoice = Blob | string;

/** Creates the vehicle with the picked image: a new file is uploaded first for its id. */
export async function createVehicle(vehicle: VehicleInput, image: VehicleImageChoice) {
  const imageId = typeof image === 'string' ? image : await uploadImage(image);
  return unwrap(
    api.POST('/car/admin/{imageId}/add', { params: { path: { imageId } }, body: vehicle }),
  );
}

/**
 * Spec §4: with a newly chosen image the old file is deleted, then the new one is uploaded and its
 * id is sent with the update, in that order; otherwise the current image id is sent again.
 */
export async function updateVehicle(
  vehicle: Vehicle,
  update: VehicleInput,
  image: VehicleImageChoice,
) {
  let imageId: string;
  if (typeof image === 'string') {
    imageId = image;
  } else {
    for (const oldImageId of vehicle.image) await deleteImage(oldImageId);
    imageId = await uploadImage(image);
  }
  return unwrap(
    api.PUT('/car/admin/auth', { params: { query: { id: vehicle.id, imageId } }, body: update }),
  );
}

export const deleteVehicle = (id: number) =>
  unwrap(api.DELETE('/car/admin/{id}/auth', { params: { path: { id } } }));

/** The search query of `/vehicles` for a branch search: only what was entered. */
export function branchSearchQuery(values: BranchSearchValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['branch', 'from', 'to'] as const) {
    if (values[name] !== '') query.set(name, values[name]);
  }
  return query;
}

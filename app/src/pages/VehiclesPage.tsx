import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { dateInputAt, type FuelType, type Transmission } from '@rentacar/api';
import {
  EMPTY_VEHICLE_FILTERS,
  NoMatches,
  PageHeader,
  Pagination,
  VEHICLE_SORT_OPTIONS,
  VehicleFilters,
  VehicleGrid,
  type VehicleFilterValues,
  type VehicleSortOption,
} from '@rentacar/ui';
import { toVehicleDetails, useVehiclesPage, type VehicleListFilters } from '../api/vehicles';
import { RouterLink } from '../routes/RouterLink';
import { PageSection } from './layout';

/** Spec §9: the public vehicle list shows 8 cards per page. */
export const VEHICLES_PER_PAGE = 8;

const PagingRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const FILTER_NAMES = Object.keys(EMPTY_VEHICLE_FILTERS) as (keyof VehicleFilterValues)[];

/** The filter bar's values as the URL query holds them (absent = any). */
function readFilters(searchParams: URLSearchParams): VehicleFilterValues {
  const values = { ...EMPTY_VEHICLE_FILTERS };
  for (const name of FILTER_NAMES) {
    const value = searchParams.get(name);
    if (value !== null) Object.assign(values, { [name]: value });
  }
  const known = VEHICLE_SORT_OPTIONS.some((option) => option.value === values.sort);
  return known ? values : { ...values, sort: 'model' };
}

const SORTS: Record<VehicleSortOption, Pick<VehicleListFilters, 'sort' | 'direction'>> = {
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

/** What the API is asked for; values it would refuse (half-typed numbers) are left out. */
function toListFilters(values: VehicleFilterValues): VehicleListFilters {
  const q = values.q.trim().slice(0, 30);
  const maxPricePerHour = numberAtLeast(values.maxPricePerHour, Number.MIN_VALUE);
  const minSeats = numberAtLeast(values.minSeats, 0);
  return {
    ...SORTS[values.sort],
    ...(q === '' ? {} : { q }),
    ...(values.transmission === '' ? {} : { transmission: [values.transmission as Transmission] }),
    ...(values.fuelType === '' ? {} : { fuelType: [values.fuelType as FuelType] }),
    ...(minSeats === undefined ? {} : { minSeats: Math.floor(minSeats) }),
    ...(maxPricePerHour === undefined ? {} : { maxPricePerHour }),
    ...dayInterval(values),
  };
}

/**
 * /vehicles?page=N&q=...: every filter and the page (1-based) live in the URL, so a filtered page
 * can be shared and Back restores it. Changing a filter goes back to page 1.
 */
export default function VehiclesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const values = useMemo(() => readFilters(searchParams), [searchParams]);
  const filters = useMemo(() => toListFilters(values), [values]);
  const { data, isLoading } = useVehiclesPage({ page: page - 1, size: VEHICLES_PER_PAGE }, filters);
  const vehicles = useMemo(() => data?.content.map(toVehicleDetails) ?? [], [data]);

  const showFilters = (next: VehicleFilterValues) => {
    const query = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      if (next[name] !== EMPTY_VEHICLE_FILTERS[name]) query.set(name, next[name]);
    }
    setSearchParams(query);
  };
  const clearFilters = () => showFilters(EMPTY_VEHICLE_FILTERS);

  return (
    <>
      <PageHeader title="Vehicle Models" subtitle="Lux & Economic" />
      <PageSection aria-label="Vehicle Models">
        <VehicleFilters values={values} onChange={showFilters} onClear={clearFilters} />
        <VehicleGrid
          vehicles={vehicles}
          loading={isLoading}
          linkComponent={RouterLink}
          cardHeadingLevel={2}
          emptyContent={data && <NoMatches onClear={clearFilters} />}
        />
        <PagingRow>
          <Pagination
            page={page}
            totalPages={data?.totalPages ?? 0}
            onPageChange={(next) => {
              const query = new URLSearchParams(searchParams);
              query.set('page', String(next));
              setSearchParams(query);
            }}
          />
        </PagingRow>
      </PageSection>
    </>
  );
}

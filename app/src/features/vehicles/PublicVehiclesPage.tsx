import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EMPTY_BRANCH_SEARCH,
  EMPTY_VEHICLE_FILTERS,
  NoMatches,
  PageHeader,
  PageSection,
  Pagination,
  VEHICLE_SORT_OPTIONS,
  VehicleFilters,
  VehicleGrid,
  type BranchSearchValues,
  type VehicleFilterValues,
} from '@rentacar/ui';
import { SEARCH_TEXT_MAX_LENGTH } from '@rentacar/contract';
import {
  branchSearchQuery,
  toVehicleDetails,
  toVehicleListFilters,
  useVehiclesPage,
} from './vehicles';
import { RouterLink } from '../../shell/RouterLink';
import { PageMeta } from '../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

const BranchSearchBar = lazy(() => import('../branches/BranchSearchBar'));

/** Spec §9: the public vehicle list shows 8 cards per page. */
export const VEHICLES_PER_PAGE = 8;

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

/** The branch search's values as the URL query holds them (absent = any). */
const readBranchSearch = (searchParams: URLSearchParams): BranchSearchValues => ({
  branch: searchParams.get('branch') ?? '',
  from: searchParams.get('from') ?? '',
  to: searchParams.get('to') ?? '',
});

/**
 * /vehicles?page=N&q=...&branch=<slug>&from=...&to=...: every filter and the page (1-based) live in the URL, so a filtered page
 * can be shared and Back restores it. Changing a filter goes back to page 1.
 */
export default function PublicVehiclesPage() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const values = useMemo(() => readFilters(searchParams), [searchParams]);
  const branchValues = useMemo(() => readBranchSearch(searchParams), [searchParams]);
  const filters = useMemo(() => toVehicleListFilters(values, branchValues), [values, branchValues]);
  const { data, isLoading } = useVehiclesPage({ page: page - 1, size: VEHICLES_PER_PAGE }, filters);
  const vehicles = useMemo(() => data?.content.map(toVehicleDetails) ?? [], [data]);

  const show = (next: VehicleFilterValues, search: BranchSearchValues) => {
    const query = branchSearchQuery(search);
    for (const name of FILTER_NAMES) {
      if (next[name] !== EMPTY_VEHICLE_FILTERS[name]) query.set(name, next[name]);
    }
    setSearchParams(query);
  };
  const showFilters = (next: VehicleFilterValues) => show(next, branchValues);
  const clearFilters = () => show(EMPTY_VEHICLE_FILTERS, EMPTY_BRANCH_SEARCH);

  return (
    <>
      <PageMeta
        title={t`Vehicle Models`}
        description={t`Lux and economic vehicle models to rent by the hour: compare seats, transmission, fuel and price, and book one online.`}
        indexed
      />
      <PageHeader title={t`Vehicle Models`} subtitle={t`Lux & Economic`} />
      <PageSection label={t`Vehicle Models`}>
        <Suspense fallback={null}>
          <BranchSearchBar values={branchValues} onSearch={(search) => show(values, search)} />
        </Suspense>
        <VehicleFilters
          values={values}
          onChange={showFilters}
          onClear={clearFilters}
          searchMaxLength={SEARCH_TEXT_MAX_LENGTH}
        />
        <VehicleGrid
          vehicles={vehicles}
          loading={isLoading}
          linkComponent={RouterLink}
          cardHeadingLevel={2}
          emptyContent={data && <NoMatches onClear={clearFilters} />}
        />
        <Pagination
          centered
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPageChange={(next) => {
            const query = new URLSearchParams(searchParams);
            query.set('page', String(next));
            setSearchParams(query);
          }}
        />
      </PageSection>
    </>
  );
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader, Pagination, VehicleGrid } from '@rentacar/ui';
import { toVehicleDetails, useVehiclesPage } from '../api/vehicles';
import { RouterLink } from '../routes/RouterLink';
import { PageSection } from './layout';

/** Spec §9: the public vehicle list shows 8 cards per page. */
export const VEHICLES_PER_PAGE = 8;

const PagingRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** /vehicles?page=N (1-based in the URL, so a page can be shared and Back returns to it). */
export default function VehiclesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedPage = Number(searchParams.get('page') ?? '1');
  const page = Number.isSafeInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;
  const { data, isLoading } = useVehiclesPage({ page: page - 1, size: VEHICLES_PER_PAGE });
  const vehicles = useMemo(() => data?.content.map(toVehicleDetails) ?? [], [data]);
  return (
    <>
      <PageHeader title="Vehicle Models" subtitle="Lux & Economic" />
      <PageSection aria-label="Vehicle Models">
        <VehicleGrid
          vehicles={vehicles}
          loading={isLoading}
          linkComponent={RouterLink}
          cardHeadingLevel={2}
        />
        <PagingRow>
          <Pagination
            page={page}
            totalPages={data?.totalPages ?? 0}
            onPageChange={(next) => {
              setSearchParams({ page: String(next) });
            }}
          />
        </PagingRow>
      </PageSection>
    </>
  );
}

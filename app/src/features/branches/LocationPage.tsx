import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import type { Branch } from '@rentacar/contract';
import {
  BranchMap,
  OpeningHours,
  PageHeader,
  PageSection,
  SideBySide,
  VehicleGrid,
  branchAddressLine,
  BranchContact,
} from '@rentacar/ui';
import { mapTiles } from './mapTiles';
import { PageMeta } from '../../shell/PageMeta';
import { RecordView } from '../../shell/RecordView';
import { RouterLink } from '../../shell/RouterLink';
import { toVehicleDetails, useVehiclesPage } from '../vehicles/vehicles';
import { branchMarkers, useBranch } from './branches';
import { branchToday } from './branchToday';
import { BranchStructuredData } from './BranchStructuredData';

/** The most vehicles a branch's page lists; the vehicle list filters by branch for more. */
const BRANCH_VEHICLES_SHOWN = 12;

/** /locations/<slug>: one branch's address, week's hours, closures ahead, phone, map and fleet. */
export default function LocationPage() {
  const { t } = useLingui();
  const { slug } = useParams();
  const query = useBranch(slug);
  return (
    <RecordView id={slug} query={query} loadingLabel={t`Loading branch`}>
      {(branch) => <BranchDetails branch={branch} />}
    </RecordView>
  );
}

function BranchDetails({ branch }: { branch: Branch }) {
  const { t } = useLingui();
  const name = branch.name;
  const address = branchAddressLine(branch);
  const vehicles = useVehiclesPage(
    { page: 0, size: BRANCH_VEHICLES_SHOWN },
    { branch: branch.slug, sort: 'model', direction: 'ASC' },
  );
  return (
    <>
      <PageMeta
        title={name}
        description={t`Rent a car at ${name}, ${address}: opening hours, directions and the vehicles picked up there.`}
        indexed
      />
      <BranchStructuredData branches={[branch]} />
      <PageHeader title={name} />
      <PageSection label={name}>
        <SideBySide split="even">
          <div>
            <BranchContact branch={branch} email={branch.email} />
            <OpeningHours
              hours={branch.openingHours}
              closures={branch.closures}
              today={branchToday(branch)}
              headingLevel={2}
            />
          </div>
          <BranchMap
            markers={branchMarkers([branch])}
            tileUrl={mapTiles.url}
            attribution={mapTiles.attribution}
            label={t`${name} on the map`}
            linkComponent={RouterLink}
          />
        </SideBySide>
      </PageSection>
      <PageSection label={t`Vehicles at ${name}`}>
        <VehicleGrid
          vehicles={vehicles.data?.content.map(toVehicleDetails) ?? []}
          loading={vehicles.isLoading}
          linkComponent={RouterLink}
          cardHeadingLevel={2}
          emptyContent={vehicles.data && <p>{t`No vehicles are picked up here at the moment.`}</p>}
        />
      </PageSection>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { BranchCards, BranchMap, PageHeader, PageSection, Spinner } from '@rentacar/ui';
import { mapTiles } from './mapTiles';
import { PageMeta } from '../../shell/PageMeta';
import { RouterLink } from '../../shell/RouterLink';
import { branchMarkers, useBranches } from './branches';
import { branchToday } from './branchToday';
import { BranchStructuredData } from './BranchStructuredData';

/** /locations: every branch on one map, and each with its address and today's hours. */
export default function LocationsPage() {
  const { t } = useLingui();
  const { data: branches, isLoading } = useBranches();
  return (
    <>
      <PageMeta
        title={t`Locations`}
        description={t`Our branches: where to pick up and return a rental car, with addresses, opening hours and directions.`}
        indexed
      />
      {branches && <BranchStructuredData branches={branches} />}
      <PageHeader title={t`Locations`} />
      <PageSection label={t`Locations`}>
        {isLoading && <Spinner size="lg" label={t`Loading branches`} />}
        {branches && (
          <>
            <BranchMap
              markers={branchMarkers(branches)}
              tileUrl={mapTiles.url}
              attribution={mapTiles.attribution}
              label={t`Map of our branches`}
              linkComponent={RouterLink}
            />
            <BranchCards
              branches={branches}
              todayOf={(branch) => branchToday(branch)}
              linkComponent={RouterLink}
              headingLevel={2}
            />
          </>
        )}
      </PageSection>
    </>
  );
}

import { AdminHeading, ListFilters, StatsDashboard } from '@rentacar/ui';
import { useAdminStats } from '../stats';
import { useBranchFilter } from '../../branches/branchAdmin';
import { branchSlug } from '../../../shell/api/filters';
import { useListFilters } from '../../../shell/admin/useListFilters';
import { useLiveFleetUpdates } from '../../../shell/admin/useLiveFleetUpdates';
import { RouterLink } from '../../../shell/RouterLink';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

/**
 * Spec §2: the placeholder heading 'AdminDashboardPage', then the figures of `GET /admin/stats`,
 * of the whole business or of the branch chosen (`?branch=<slug>`).
 */
export default function DashboardPage() {
  const { t } = useLingui();
  const branchFilter = useBranchFilter();
  const { values, setFilter, clearFilters } = useListFilters(['branch']);
  useLiveFleetUpdates();
  const { data, error, isLoading } = useAdminStats(branchSlug(values.branch));
  return (
    <>
      <PageMeta title={t`Dashboard · Admin Panel`} />
      <AdminHeading>AdminDashboardPage</AdminHeading>
      <ListFilters
        label={t`Filter dashboard`}
        selects={[{ ...branchFilter, value: values.branch ?? '' }]}
        onSelectChange={setFilter}
        onClear={clearFilters}
      />
      <StatsDashboard
        stats={data}
        loading={isLoading}
        failed={error !== undefined}
        linkComponent={RouterLink}
      />
    </>
  );
}

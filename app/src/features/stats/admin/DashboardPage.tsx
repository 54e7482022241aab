import { AdminHeading, StatsDashboard } from '@rentacar/ui';
import { useAdminStats } from '../stats';
import { RouterLink } from '../../../shell/RouterLink';
import { PageMeta } from '../../../shell/PageMeta';
import { useLingui } from '@lingui/react/macro';

/** Spec §2: the placeholder heading 'AdminDashboardPage', then the figures of `GET /admin/stats`. */
export default function DashboardPage() {
  const { t } = useLingui();
  const { data, error, isLoading } = useAdminStats();
  return (
    <>
      <PageMeta title={t`Dashboard · Admin Panel`} />
      <AdminHeading>AdminDashboardPage</AdminHeading>
      <StatsDashboard
        stats={data}
        loading={isLoading}
        failed={error !== undefined}
        linkComponent={RouterLink}
      />
    </>
  );
}

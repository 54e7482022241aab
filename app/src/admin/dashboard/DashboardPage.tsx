import styled from 'styled-components';
import { Spinner } from '@rentacar/ui';
import { useContactMessagesPage } from '../../api/contactMessages';
import { useReservationsPage } from '../../api/reservations';
import { useUsersPage } from '../../api/users';
import { useSortedVehiclesPage } from '../../api/vehicles';
import { RouterLink } from '../../shared/RouterLink';
import { AdminHeading } from '../layout';
import { useReservationStatusCounts } from './useReservationStatusCounts';

// Totals come from the paged endpoints' totalElements: one row per request is enough.
const FIRST_ROW = { page: 0, size: 1 } as const;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Total = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: bold;
`;

const Breakdown = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface TotalCardProps {
  label: string;
  href: string;
  total: number | undefined;
  isLoading: boolean;
  detail?: string;
}

/** One section's total; a failed load (only logged, spec §8) shows a dash. */
function TotalCard({ label, href, total, isLoading, detail }: TotalCardProps) {
  return (
    <Card aria-label={label}>
      <RouterLink href={href}>{label}</RouterLink>
      <Total>{isLoading ? <Spinner size="sm" label={`Loading ${label}`} /> : (total ?? '—')}</Total>
      {detail && <Breakdown>{detail}</Breakdown>}
    </Card>
  );
}

/** Spec §2: the placeholder heading 'AdminDashboardPage', plus the totals of each section. */
export default function DashboardPage() {
  const vehicles = useSortedVehiclesPage({ ...FIRST_ROW, sort: 'model', direction: 'ASC' });
  const users = useUsersPage({ ...FIRST_ROW, sort: 'firstName', direction: 'ASC' });
  const reservations = useReservationsPage({ ...FIRST_ROW, sort: 'pickUpTime', direction: 'DESC' });
  const messages = useContactMessagesPage({ ...FIRST_ROW, sort: 'subject', direction: 'ASC' });
  const statusCounts = useReservationStatusCounts(reservations.data?.totalElements);
  const byStatus =
    statusCounts.data &&
    `${statusCounts.data.CREATED} created, ${statusCounts.data.CANCELLED} cancelled, ${statusCounts.data.DONE} done`;
  return (
    <>
      <AdminHeading>AdminDashboardPage</AdminHeading>
      <Cards>
        <TotalCard
          label="Vehicles"
          href="/admin/vehicles"
          total={vehicles.data?.totalElements}
          isLoading={vehicles.isLoading}
        />
        <TotalCard
          label="Users"
          href="/admin/users"
          total={users.data?.totalElements}
          isLoading={users.isLoading}
        />
        <TotalCard
          label="Reservations"
          href="/admin/reservations"
          total={reservations.data?.totalElements}
          isLoading={reservations.isLoading}
          detail={byStatus}
        />
        <TotalCard
          label="Messages"
          href="/admin/messages"
          total={messages.data?.totalElements}
          isLoading={messages.isLoading}
        />
      </Cards>
    </>
  );
}

export { StatsDashboard } from './StatsDashboard';
export type { DashboardStats, DashboardTotals, StatsDashboardProps } from './StatsDashboard';

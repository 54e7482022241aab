import type { RouteObject } from 'react-router-dom';
import RentalRulesPage from './RentalRulesPage';

/** The business's rules (paths relative to /admin). */
export const policyAdminRoutes: RouteObject[] = [
  { path: 'rental-rules', element: <RentalRulesPage /> },
];

export { AdminLayout, adminLinks } from './AdminLayout';
export type { AdminLayoutProps } from './AdminLayout';

export { AuthCard } from './AuthCard';
export type { AuthCardProps, AuthTab } from './AuthCard';

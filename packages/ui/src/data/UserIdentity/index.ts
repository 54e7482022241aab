export { UserIdentity } from './UserIdentity';
export type { UserIdentityProps } from './UserIdentity';

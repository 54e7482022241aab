export { Forbidden } from './Forbidden';
export type { ForbiddenProps } from './Forbidden';

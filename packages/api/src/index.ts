export type { components, operations, paths } from './schema';
export type * from './types';

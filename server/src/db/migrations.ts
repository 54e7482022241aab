/**
 * Temporary: `paging.ts` still takes its counted tables' type from here. Delete this file with
 * that import; the migrations live in `migrations/` (migrator: `migrations/index.ts`).
 */
export declare const COUNTED_TABLES: readonly ['cars', 'reservations'];
